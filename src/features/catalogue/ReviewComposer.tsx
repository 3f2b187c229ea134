// The grower's review of a product: a 0-10 rating and a text, saved on the device and sent through the outbox
// (offline too). The queued review shows at once with its state; guests get a link to sign in.
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { DEFAULT_RATING, MAX_REVIEW_TEXT } from '@/domain/catalogue/review-limits';
import type { User } from '@/domain/user/user';
import { useCurrentUser } from '@/features/account/use-current-user';
import { RatingScale } from '@/features/week-editor/RatingScale';
import { describeError } from '@/sync/transport/http';
import { saveProductReview } from '../reviews/writes';
import { ReviewView } from './ItemReviewsTab';
import type { QueuedReview } from '../reviews/use-queued-review';
import styles from './ReviewComposer.module.css';

function QueuedReviewCard({ queued, user }: { queued: QueuedReview; user: User }) {
  const { t } = useTranslation();
  const refused = queued.status === 'refused';
  return (
    <div className={`${styles.queued} ${refused ? styles.refused : ''}`} data-testid="queued-review" data-status={queued.status}>
      <ReviewView review={{ ...queued.review, item_user: user, update_date: new Date().toISOString(), item_product: { id: 0, name: '', link: '', brand_id: null, brand_name: null } }}>
        <p className={styles.state} role="status">
          {refused ? <>{t('catalogue.review.refused', { error: queued.error ?? '' })} <Link to="/pending">{t('catalogue.review.openPending')}</Link></>
            : queued.status === 'sending' ? t('catalogue.review.sending') : t('catalogue.review.waiting')}
        </p>
      </ReviewView>
    </div>
  );
}

export function ReviewComposer({ productId, productName, queued }: { productId: number; productName: string; queued: QueuedReview | null | undefined }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  if (user === undefined) return null;
  if (user === null) {
    return <p className={styles.guest}><Link to="/auth/signin" className="button">{t('catalogue.review.signIn')}</Link></p>;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await saveProductReview(productId, { n_general: rating, text: text.trim(), props: {} }, productName);
      setOpen(false);
      setText('');
      setRating(DEFAULT_RATING);
    } catch (failure) {
      setError(describeError(failure));
    }
  }

  return (
    <div className={styles.composer}>
      {queued && <QueuedReviewCard queued={queued} user={user} />}
      {!open ? (
        <button type="button" className="button button-primary" onClick={() => setOpen(true)}>
          {queued ? t('catalogue.review.edit') : t('catalogue.review.write')}
        </button>
      ) : (
        <form className={styles.form} onSubmit={submit} aria-label={t('catalogue.review.write')}>
          <RatingScale legend={t('catalogue.review.rating')} value={rating} onChange={setRating} />
          <label className="field">
            {t('catalogue.review.text')}
            <textarea className="text-input" rows={4} maxLength={MAX_REVIEW_TEXT} value={text} onChange={(event) => setText(event.target.value)} />
          </label>
          {error && <p className="message message-error" role="alert">{error}</p>}
          <div className={styles.actions}>
            <button type="submit" className="button button-primary">{t('catalogue.review.save')}</button>
            <button type="button" className="button" onClick={() => setOpen(false)}>{t('catalogue.review.cancel')}</button>
          </div>
        </form>
      )}
    </div>
  );
}
