// A photo's like button, its comments (opened on demand: a week page has many photos) and its report button.
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LikeButton } from '../likes/LikeButton';
import { ReportButton } from '../reports/ReportButton';
import { CommentThread } from './CommentThread';
import styles from './CommentSummary.module.css';

/** `ownerId`: whose photo it is (they cannot report it). */
export function PhotoComments({ photoId, label, ownerId }: { photoId: number; label: string; ownerId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className={styles.bar}>
        <LikeButton type="photo" id={photoId} liked={false} count={0} label={label} />
        <button type="button" className={styles.summary} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          <span aria-hidden="true">💬</span> {t('comments.title')}
        </button>
        <ReportButton type="photo" id={photoId} ownerId={ownerId} label={label} />
      </div>
      {open && <CommentThread type="photo" id={photoId} label={label} />}
    </>
  );
}
