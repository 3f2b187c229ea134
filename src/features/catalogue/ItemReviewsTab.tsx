// The reviews tab of a catalogue page: the item's stars and its reviews, newest first (a brand's: of its products).
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Review, ReviewsPage } from '@/domain/catalogue/review';
import { fetchItemReviews } from '@/features/catalogue/catalogue-store';
import { Avatar } from '@/ui/Avatar';
import type { ItemTabProps } from './ItemDiariesTab';
import { ListStatus } from './ListStatus';
import { ItemStatView, RatingStars } from './RatingStars';
import { usePagedList } from './use-paged-list';
import styles from './ItemReviewsTab.module.css';
import { dateTimeFormat } from '@/domain/page/intl-formats';

/** One review: who, how many stars, when, what they wrote; `product` names the reviewed product on a brand's list. */
export function ReviewView({ review, product, children }: { review: Pick<Review, 'item_user' | 'n_general' | 'text' | 'update_date' | 'item_product'>; product?: boolean; children?: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <article className={styles.review} data-testid="review">
      <header className={styles.head}>
        <Avatar user={review.item_user} size={32} />
        <span className={styles.who}>
          <strong>{review.item_user.name}</strong>
          {product && <span className={styles.product}>{review.item_product.name}</span>}
        </span>
        <time className={styles.date} dateTime={review.update_date}>
          {dateTimeFormat(i18n.language).format(new Date(review.update_date))}
        </time>
      </header>
      <RatingStars rate={review.n_general} />
      {review.text && <p className={styles.text}>{review.text}</p>}
      {children}
    </article>
  );
}

/**
 * The stat line and the reviews; `before` goes above the list (the grower's own review form), and a new `version`
 * reloads the list in place (a review of the grower's reached the server).
 */
export function ItemReviewsTab({ kind, id, before, version = 0 }: ItemTabProps & { before?: ReactNode; version?: number }) {
  const { t } = useTranslation();
  const list = usePagedList<Review, ReviewsPage>(`${kind}:${id}:reviews`, (page) => fetchItemReviews(kind, id, page), undefined, version);
  return (
    <section aria-label={t('catalogue.tabs.reviews')} className={styles.tab}>
      {list.first && <p className={styles.stat}><ItemStatView stat={list.first.item_stat} /></p>}
      {before}
      {!list.error && (
        <ul className={styles.list} aria-busy={list.items === null}>
          {list.items === null
            ? Array.from({ length: 3 }, (_, i) => <li key={i} className={`skeleton ${styles.skeleton}`} />)
            : list.items.map((review) => <li key={review.id}><ReviewView review={review} product={kind === 'brand'} /></li>)}
        </ul>
      )}
      <ListStatus list={list} emptyText={t(list.first && list.first.item_stat.cnt_reviews > 0 ? 'catalogue.empty.writtenReviews' : 'catalogue.empty.reviews')} />
    </section>
  );
}
