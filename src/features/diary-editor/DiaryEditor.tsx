// The diary editor screen (login required): a new diary, or one of the grower's own; works offline.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { emptyDiaryFields } from '@/domain/diary/diary-form';
import { useCurrentUser } from '@/features/account/use-current-user';
import { usePageTitle } from '@/ui/use-page-title';
import { DiaryEditorForm } from './DiaryEditorForm';
import { ExistingDiaryEditor } from './ExistingDiaryEditor';
import styles from './DiaryEditor.module.css';

/** `diaryId` null creates a diary; a temporary (negative) id edits one made offline. */
export function DiaryEditor({ diaryId }: { diaryId: number | null }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [empty] = useState(emptyDiaryFields);
  usePageTitle(diaryId === null ? t('diaryEditor.newTitle') : t('diaryEditor.editTitle'));

  let body;
  if (user === undefined) body = <div className="skeleton" style={{ height: 480 }} aria-busy="true" />;
  else if (user === null) {
    body = (
      <div className={styles.gate}>
        <h1 className={styles.title}>{diaryId === null ? t('diaryEditor.newTitle') : t('diaryEditor.editTitle')}</h1>
        <p className="message message-warn" role="status">{t('diaryEditor.signInNeeded')}</p>
        <Link to="/auth/signin" className="button button-primary">{t('nav.signIn')}</Link>
      </div>
    );
  } else if (diaryId === null) body = <DiaryEditorForm diaryId={null} draftId="new" initial={empty} />;
  else body = <ExistingDiaryEditor id={diaryId} userId={user.id} />;
  return <div className={`page ${styles.editor}`}>{body}</div>;
}
