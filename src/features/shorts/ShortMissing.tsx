// What a short's page shows when the device has no copy: not found (the server said so), offline, or the failure.
import type { RefreshState } from '@/ui/use-refresh';
import { useTranslation } from '@/i18n/use-translation';
import { ServerError } from '@/sync/transport/http';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { RefreshStatus } from '@/ui/RefreshStatus';

export function ShortMissing({ refresh }: { refresh: RefreshState & { retry: () => void } }) {
  const { t } = useTranslation();
  const gone = refresh.status !== 'failed' || (refresh.error instanceof ServerError && refresh.error.status === 404);
  return <div className="page">{gone ? <NotFoundMessage /> : <RefreshStatus state={refresh} hasData={false} offlineText={t('shorts.offlineShort')} />}</div>;
}
