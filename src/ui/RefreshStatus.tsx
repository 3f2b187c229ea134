// Tells why fresh data is missing: offline with nothing stored, or a failed load with a retry.
import { useTranslation } from '@/i18n/use-translation';
import { NetworkError, describeError } from '@/sync/transport/http';
import type { RefreshState } from './use-refresh';

interface RefreshStatusProps {
  state: RefreshState & { retry: () => void };
  /** Whether the screen has stored data to show anyway. */
  hasData: boolean;
  /** What to say when offline and nothing is stored. */
  offlineText: string;
}

export function RefreshStatus({ state, hasData, offlineText }: RefreshStatusProps) {
  const { t } = useTranslation();
  if (state.status !== 'failed') return null;
  if (state.error instanceof NetworkError) {
    if (hasData) return null;
    return <p className="message message-warn" role="status">{offlineText}</p>;
  }
  return (
    <p className="message message-error" role="alert">
      {describeError(state.error)}{' '}
      <button type="button" className="button" onClick={state.retry}>{t('common.retry')}</button>
    </p>
  );
}
