// A photo (or anything) that a double tap likes (spec §9: 300 ms), with a heart shown where it was tapped; liking
// what is already liked changes nothing, so a second double tap keeps one like.
import { useRef, useState, type ReactNode } from 'react';
import type { ContentType } from '@/domain/api/content-types';
import { createDoubleTapDetector } from '@/domain/like/double-tap';
import { useTranslation } from '@/i18n/use-translation';
import { useCurrentUser } from '../account/use-current-user';
import { useLike } from './use-like';
import styles from './DoubleTapLike.module.css';

interface DoubleTapLikeProps {
  type: ContentType;
  id: number;
  liked: boolean;
  count: number;
  label: string;
  children: ReactNode;
}

export function DoubleTapLike({ type, id, liked, count, label, children }: DoubleTapLikeProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const like = useLike(type, id, { liked, count }, Boolean(user));
  const detector = useRef(createDoubleTapDetector());
  const [burst, setBurst] = useState(0);
  return (
    <div
      className={styles.area}
      data-testid={`double-tap-${type}-${id}`}
      title={user ? t('comments.likes.doubleTap') : undefined}
      onPointerUp={(event) => {
        if (!user || (event.pointerType === 'mouse' && event.button !== 0)) return;
        if (!detector.current.tap(event.clientX, event.clientY)) return;
        setBurst((n) => n + 1);
        void like.set(true, label);
      }}
    >
      {children}
      {burst > 0 && <span key={burst} className={styles.heart} aria-hidden="true">♥</span>}
    </div>
  );
}
