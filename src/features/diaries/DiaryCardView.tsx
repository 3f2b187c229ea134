// One diary in a list: cover photo, name, strain, grower, week count and phase.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import type { DiaryCard } from '@/domain/diary/diary';
import { PHOTO_LAYOUTS } from '@/domain/photo/photo-sizes';
import { Avatar } from '@/ui/Avatar';
import { GoldMark } from '@/ui/GoldMark';
import { Photo } from '@/ui/Photo';
import { PhaseBadge } from './PhaseBadge';
import styles from './DiaryCardView.module.css';

/** `eager`: on the first screen (its cover loads at once); `priority`: the list's first, the page's largest paint. */
export function DiaryCardView({ diary, eager = false, priority = false }: { diary: DiaryCard; eager?: boolean; priority?: boolean }) {
  const { t } = useTranslation();
  const strain = diary.items_seed[0];
  return (
    <article className={diary.item_user.is_premium ? `${styles.card} ${styles.gold}` : styles.card} data-testid="diary-card" data-impression-type="diary" data-impression-id={diary.id}>
      <Link to="/diaries/$id" params={{ id: diary.id }} className={styles.link}>
        <div className={styles.cover}>
          {diary.cover ? (
            <Photo photo={diary.cover} alt="" sizes={PHOTO_LAYOUTS.diaryCard} className={styles.image} eager={eager} priority={priority} cover />
          ) : (
            <div className={styles.image} />
          )}
          <span className={styles.phase}>
            <PhaseBadge faza={diary.max_faza} />
          </span>
        </div>
        <h2 className={styles.name}>{diary.name}</h2>
      </Link>
      {strain && (
        <p className={styles.strain}>
          {strain.name}
          {strain.brand_name && <span className={styles.breeder}> · {strain.brand_name}</span>}
          {diary.items_seed.length > 1 && <span className={styles.breeder}> {t('diary.moreStrains', { count: diary.items_seed.length - 1 })}</span>}
        </p>
      )}
      <p className={styles.meta}>
        <span className={styles.grower}>
          <Avatar user={diary.item_user} size={24} />
          <span className={styles.growerName}>{diary.item_user.name}</span>
          <GoldMark user={diary.item_user} />
        </span>
        <span className={styles.weeks}>{t('diary.weeks', { count: diary.cnt_weeks })}</span>
      </p>
    </article>
  );
}
