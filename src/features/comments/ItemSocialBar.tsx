// The like button and comment summary of a diary or a week, side by side under its heading.
import type { CommentedType } from '@/domain/api/content-types';
import { LikeButton } from '../likes/LikeButton';
import { CommentSummary } from './CommentSummary';
import styles from './CommentSummary.module.css';

interface ItemSocialBarProps {
  type: CommentedType;
  id: number;
  cntLikes: number;
  cntComments: number;
  /** The diary whose page holds the item's thread (a diary's own thread is under its weeks); absent: this page. */
  threadOnDiary?: number;
  label: string;
}

export function ItemSocialBar({ type, id, cntLikes, cntComments, threadOnDiary, label }: ItemSocialBarProps) {
  return (
    <div className={styles.bar}>
      <LikeButton type={type} id={id} liked={false} count={cntLikes} label={label} />
      <CommentSummary type={type} id={id} count={cntComments} threadOnDiary={threadOnDiary} />
    </div>
  );
}
