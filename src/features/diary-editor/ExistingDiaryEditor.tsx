// Opens a stored diary for editing: refreshed from the API first when online; only its own grower may edit it.
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { diaryFieldsOf } from '@/domain/diary/diary-form';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useStoredDiary } from '@/features/diaries/use-diaries';
import { useRealId } from '@/features/diaries/use-id-map';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { refreshDiary } from '@/features/diaries/diary-page-store';
import { ServerError } from '@/sync/transport/http';
import { useRefresh } from '@/ui/use-refresh';
import { DiaryEditorForm } from './DiaryEditorForm';
import styles from './DiaryEditor.module.css';

/** A diary made on this device has no server copy until its create is answered. */
const localOnly = async () => undefined;

export function ExistingDiaryEditor({ id, userId }: { id: number; userId: number }) {
  const { t } = useTranslation();
  // Created offline and sent meanwhile: the diary now lives under the id the server gave it.
  const realId = useRealId(id);
  const diaryId = realId ?? id;
  const refresh = useRefresh(`diary:${id}`, id < 0 ? localOnly : () => refreshDiary(id));
  const diary = useStoredDiary(diaryId);
  // Editing starts from the server's latest version when it can be had; a later change of it does not reset the form.
  const ready = refresh.status !== 'loading' && realId !== undefined && diary?.has_details === true;
  const initial = useMemo(() => (ready && diary ? diaryFieldsOf(diary) : undefined), [ready, diary]);

  const gone = refresh.status === 'failed' && refresh.error instanceof ServerError && refresh.error.status === 404;
  if (gone || (refresh.status === 'done' && diary === null)) return <NotFoundMessage />;
  if (diary && diary.item_user.id !== userId) {
    return (
      <div className={styles.gate}>
        <p className="message message-error" role="alert">{t('diaryEditor.notOwner')}</p>
        <Link to="/diaries/$id" params={{ id: diaryId }} className="button">{t('diaryEditor.backToDiary')}</Link>
      </div>
    );
  }
  if (refresh.status === 'failed' && !diary?.has_details) return <RefreshStatus state={refresh} hasData={false} offlineText={t('diaryEditor.offlineMissing')} />;
  return <DiaryEditorForm diaryId={diaryId} draftId={String(id)} initial={initial} cover={diary?.cover} />;
}
