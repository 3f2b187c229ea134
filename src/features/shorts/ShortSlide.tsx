// One short in the feed, filling the screen: its clip plays muted while on screen and pauses off screen (a tap pauses
// or plays it), with its title, words, author, like button, a link to its comments and the sound switch over it.
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import type { ShortRecord } from '@/db/database';
import { useTranslation } from '@/i18n/use-translation';
import { LikeButton } from '@/features/likes/LikeButton';
import { Avatar } from '@/ui/Avatar';
import { keepClipForOffline } from './offline-clips';
import { useVisiblePlayback } from './use-shorts';
import styles from './Shorts.module.css';

interface ShortSlideProps {
  short: ShortRecord;
  index: number;
  muted: boolean;
  onToggleSound: () => void;
  /** The slide came on screen (the feed loads more near its end). */
  onShown: (index: number) => void;
}

export function ShortSlide({ short, index, muted, onToggleSound, onShown }: ShortSlideProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const shown = useCallback(() => onShown(index), [onShown, index]);
  const onScreen = useVisiblePlayback(video, shown);
  useEffect(() => {
    if (video.current) video.current.muted = muted;
  }, [muted]);
  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => undefined);
    else element.pause();
  };
  return (
    <li className={styles.slide} data-testid="short-slide" data-short-id={short.id} aria-label={short.title}
      {...(short.id > 0 && { 'data-impression-type': 'short', 'data-impression-id': short.id })}>
      <div className={styles.stage}>
        {short.video ? (
          <video
            ref={video}
            className={styles.video}
            src={short.video.url}
            poster={short.poster?.size_m}
            muted={muted}
            loop
            playsInline
            preload={onScreen ? 'auto' : 'metadata'}
            onClick={togglePlay}
            onPlaying={() => keepClipForOffline(short.video!.url)}
            data-testid="short-video"
          />
        ) : (
          <>
            {short.poster && <img className={styles.video} src={short.poster.size_m} alt="" />}
            <p className={`message ${styles.notice}`}>{t('shorts.uploading')}</p>
          </>
        )}
        <div className={styles.overlay}>
          <Link to="/grower/$id" params={{ id: short.item_user.id }} className={styles.author}>
            <Avatar user={short.item_user} size={32} /> {short.item_user.name}
          </Link>
          <h2 className={styles.title}>{short.title}</h2>
          {short.text && <p className={styles.text}>{short.text}</p>}
        </div>
        <div className={styles.side}>
          <LikeButton type="short" id={short.id} liked={false} count={short.cnt_likes} label={short.title} />
          <Link to="/video/$id" params={{ id: short.id }} className={styles.round} data-testid="short-comments">
            {t('shorts.comments', { count: short.cnt_comments })}
          </Link>
          {short.video && (
            <button type="button" className={styles.round} onClick={onToggleSound} aria-pressed={!muted} data-testid="short-sound">
              {muted ? t('shorts.soundOff') : t('shorts.soundOn')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
