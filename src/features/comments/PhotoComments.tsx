// A photo's like button and its comments, opened on demand under the photo (a week page has many photos).
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LikeButton } from '../likes/LikeButton';
import { CommentThread } from './CommentThread';
import styles from './CommentSummary.module.css';

export function PhotoComments({ photoId, label }: { photoId: number; label: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className={styles.bar}>
        <LikeButton type="photo" id={photoId} liked={false} count={0} label={label} />
        <button type="button" className={styles.summary} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          <span aria-hidden="true">💬</span> {t('comments.title')}
        </button>
      </div>
      {open && <CommentThread type="photo" id={photoId} label={label} />}
    </>
  );
}
