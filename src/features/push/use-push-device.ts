// The state of push on this device for the settings control: checked on open, changed by the grower's choice.
import { useCallback, useEffect, useState } from 'react';
import { describeError } from '@/sync/transport/http';
import { currentSubscription, disablePush, enablePush, pushAvailability, PushPermissionError } from './push-device';

export type PushDeviceStatus = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';
/** Why the last change did not happen: the grower dismissed the prompt, or a failure in words. */
export type PushChangeError = { kind: 'dismissed' } | { kind: 'failed'; reason: string };

export function usePushDevice() {
  const [status, setStatus] = useState<PushDeviceStatus>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PushChangeError | null>(null);

  const check = useCallback(async () => {
    const availability = pushAvailability();
    if (availability !== 'available') return setStatus(availability);
    setStatus((await currentSubscription()) ? 'on' : 'off');
  }, []);

  useEffect(() => {
    check().catch((e: unknown) => {
      setStatus('off');
      setError({ kind: 'failed', reason: describeError(e) });
    });
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
