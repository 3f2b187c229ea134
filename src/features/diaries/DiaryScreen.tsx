// A diary's frame: refreshes it from the API, shows what the device holds, or says why it can't.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundMessage } from '@/features/errors/NotFoundPage';
import { refreshDiary } from '@/sync/diaries';
import { ServerError } from '@/sync/http';
import { usePageTitle } from '@/ui/use-page-title';
import { useRefresh } from '@/ui/use-refresh';
import { DiaryHeader } from './DiaryHeader';
import { RefreshStatus } from './RefreshStatus';
import { useStoredDiary } from './use-diaries';

export function DiaryScreen({ id, children }: { id: number; children: ReactNode }) {
  const { t } = useTranslation();
  const refresh = useRefresh(`diary:${id}`, () => refreshDiary(id));
  const diary = useStoredDiary(id);
  usePageTitle(diary?.name);

  if (refresh.status === 'failed' && refresh.error instanceof ServerError && refresh.error.status === 404) {
    return (
      <div className="page">
        <NotFoundMessage />
      </div>
    );
  }
  return (
    <div className="page">
      <RefreshStatus state={refresh} hasData={Boolean(diary?.has_details)} offlineText={t('diary.offlineMissing')} />
      {diary ? <DiaryHeader diary={diary} /> : diary === undefined || refresh.status === 'loading' ? <div className="skeleton" style={{ height: 320 }} aria-busy="true" /> : null}
      {diary && children}
    </div>
  );
}
