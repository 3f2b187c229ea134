// A diary's frame: refreshes it from the API, shows what the device holds, or says why it can't.
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { SaveForOfflineButton } from '@/features/saved/SaveForOfflineButton';
import { ItemSocialBar } from '@/features/comments/ItemSocialBar';
import { refreshDiary } from '@/features/diaries/diary-page-store';
import { ServerError } from '@/sync/transport/http';
import { usePageTitle } from '@/ui/use-page-title';
import { useRefresh } from '@/ui/use-refresh';
import { DiaryHeader } from './DiaryHeader';
import { DiaryOwnerActions } from './DiaryOwnerActions';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useStoredDiary } from './use-diaries';
import { useRealPathname } from './use-id-map';

/** A diary made on this device has no server copy to refresh until its create is answered. */
const localOnly = async () => undefined;

export function DiaryScreen({ id, children }: { id: number; children: ReactNode }) {
  const { t } = useTranslation();
  const refresh = useRefresh(`diary:${id}`, id < 0 ? localOnly : () => refreshDiary(id));
  const diary = useStoredDiary(id);
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const idle = useRouterState({ select: (state) => state.status === 'idle' });
  const realPathname = useRealPathname(pathname);
  usePageTitle(diary?.name);

  // Made offline and now on the server: the address moves to the real ids (the same view of the diary).
  // Never while the grower is on the way to another page: that navigation wins. The history's own address is read
  // here, not the rendered one: a link tapped between this render and its effect has already pushed a new entry.
  useEffect(() => {
    if (!idle || !realPathname || realPathname === pathname || router.history.location.pathname !== pathname) return;
    const { searchStr, hash } = router.state.location;
    router.history.replace(`${realPathname}${searchStr}${hash ? `#${hash}` : ''}`);
  }, [idle, pathname, realPathname, router]);

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
      {diary ? (
        <>
          <DiaryHeader diary={diary} />
          <ItemSocialBar type="diary" id={diary.id} cntLikes={diary.cnt_likes} cntComments={diary.cnt_comments} threadOnDiary={diary.id} label={diary.name} />
          <DiaryOwnerActions diary={diary} />
          {diary.id > 0 && <SaveForOfflineButton type="diary" id={diary.id} name={diary.name} link={`/diaries/${diary.id}`} />}
        </>
      ) : diary === undefined || refresh.status === 'loading' ? <div className="skeleton" style={{ height: 320 }} aria-busy="true" /> : null}
      {diary && children}
    </div>
  );
}
