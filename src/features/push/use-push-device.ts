// The state of push on this device for the settings control: checked on open, changed by the grower's choice.
import { useCallback, useEffect, useState } from 'react';
import { describeError } from '@/sync/transport/http';
import { currentSubscription, disablePush, enablePush, pushAvailability, PushPermissionError, registerDevice } from './push-device';

export type PushDeviceStatus = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';
/** Why the last change did not happen: the grower dismissed the prompt, or a failure in words. */
export type PushChangeError = { kind: 'dismissed' } | { kind: 'failed'; reason: string };

export function usePushDevice() {
  const [status, setStatus] = useState<PushDeviceStatus>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PushChangeError | null>(null);

  /** Reads the device's state; returns its subscription when push is on. */
  const check = useCallback(async () => {
    const availability = pushAvailability();
    if (availability !== 'available') {
      setStatus(availability);
      return null;
    }
    const subscription = await currentSubscription();
    setStatus(subscription ? 'on' : 'off');
    return subscription;
  }, []);

  useEffect(() => {
    check().then(
      // Found on, the subscription is sent again for this session (quietly: offline it stays as the server has it).
      (subscription) => subscription && registerDevice(subscription).catch(() => undefined),
      (e: unknown) => {
        setStatus('off');
        setError({ kind: 'failed', reason: describeError(e) });
      },
    );
  }, [check]);

  const change = useCallback(async (on: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await (on ? enablePush() : disablePush());
    } catch (e) {
      setError(e instanceof PushPermissionError && e.permission === 'default' ? { kind: 'dismissed' } : { kind: 'failed', reason: describeError(e) });
    } finally {
      await check().catch(() => undefined);
      setBusy(false);
    }
  }, [check]);

  return { status, busy, error, change };
}
