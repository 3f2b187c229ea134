// Calls the server once for the link a page was opened with (confirm, unsubscribe, a reset link's state) and tracks it.
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { describeMailFailure } from './mail-errors';

export type LinkCall<T> = { status: 'working' } | { status: 'done'; answer: T } | { status: 'failed'; message: string };

/** `call` runs once per `key` (a link's token); a missing key fails at once with `missing`. */
export function useLinkCall<T>(key: string | undefined, call: (key: string) => Promise<T>, missing: string): LinkCall<T> {
  const { t } = useTranslation();
  const [state, setState] = useState<LinkCall<T>>({ status: 'working' });
  useEffect(() => {
    if (!key) {
      setState({ status: 'failed', message: missing });
      return;
    }
    let current = true;
    setState({ status: 'working' });
    call(key).then(
      (answer) => current && setState({ status: 'done', answer }),
      (failure: unknown) => current && setState({ status: 'failed', message: describeMailFailure(t, failure) }),
    );
    return () => {
      current = false;
    };
    // Once per link: the call and strings of a render do not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
