// A rating of 0-10 as five stars (half a star per point), with the number for screen readers and eyes.
import { useTranslation } from '@/i18n/use-translation';
import type { ItemStat } from '@/domain/catalogue/brand';
import { formatRate } from '@/domain/catalogue/rating';
import styles from './RatingStars.module.css';

export function RatingStars({ rate }: { rate: number }) {
  const { t } = useTranslation();
  return (
    <span className={styles.stars} role="img" aria-label={t('catalogue.rating', { rate })}>
      <span className={styles.empty} aria-hidden="true">★★★★★</span>
      <span className={styles.full} style={{ width: `${Math.max(0, Math.min(10, rate)) * 10}%` }} aria-hidden="true">★★★★★</span>
    </span>
  );
}

/** item_stat: the stars, the average and how many reviews; "no reviews yet" without any. */
export function ItemStatView({ stat }: { stat: ItemStat }) {
  const { t } = useTranslation();
  if (stat.avg_rate === null) return <span className={styles.none}>{t('catalogue.noReviews')}</span>;
  return (
    <span className={styles.stat} data-testid="item-stat">
      <RatingStars rate={stat.avg_rate} />
      <strong>{formatRate(stat.avg_rate, t('catalogue.decimalMark'))}</strong>
      <span className={styles.none}>{t('catalogue.reviewCount', { count: stat.cnt_reviews })}</span>
    </span>
  );
}
