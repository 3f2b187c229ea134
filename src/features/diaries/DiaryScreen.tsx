// A diary's frame: refreshes it from the API, shows what the device holds, or says why it can't.
import { useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundMessage } from '@/features/errors/NotFoundPage';
import { refreshDiary } from '@/sync/diary-refresh';
import { ServerError } from '@/sync/http';
import { usePageTitle } from '@/ui/use-page-title';
import { useRefresh } from '@/ui/use-refresh';
import { DiaryHeader } from './DiaryHeader';
import { DiaryOwnerActions } from './DiaryOwnerActions';
import { RefreshStatus } from './RefreshStatus';
import { useStoredDiary } from './use-diaries';
import { useRealId } from './use-id-map';

/** A diary made on this device has no server copy to refresh until its create is answered. */
const localOnly = async () => undefined;

export function DiaryScreen({ id, children }: { id: number; children: ReactNode }) {
  const { t } = useTranslation();
  const refresh = useRefresh(`diary:${id}`, id < 0 ? localOnly : () => refreshDiary(id));
  const diary = useStoredDiary(id);
  const realId = useRealId(id);
  const navigate = useNavigate();
  usePageTitle(diary?.name);

  // Created offline and now on the server: the page moves to the diary's real address.
  useEffect(() => {
    if (realId) void navigate({ to: '/diaries/$id', params: { id: String(realId) }, replace: true });
  }, [realId, navigate]);

  if (refresh.status === 'failed' && refresh.error instanceof ServerError && refresh.error.status === 404) {
    return (
      <div className="page">
        <NotFoundMessage />
      </div>
    );
  }
  return (
    <div className="page">
      <RefreshStatus state={refresh} hasData={Boolean(diary?.has_details)} offlineText={t('diaryScreen.offlineMissing')} />
      {diary ? <><DiaryHeader diary={diary} /><DiaryOwnerActions diary={diary} /></> : diary === undefined || refresh.status === 'loading' ? <div className="skeleton" style={{ height: 320 }} aria-busy="true" /> : null}
      {diary && children}
    </div>
  );
}
