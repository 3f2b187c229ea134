// One award category: its nominees with their pictures and pages. A signed-in grower who has not voted picks one
// (kept on the device at once and queued); afterwards the vote is marked, and once voting closed every nominee shows
// its votes as a bar, the winner crowned.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Nominee } from '@/domain/award/award';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { nomineeLink } from './award-links';
import { voteInAward, type ShownCategory } from './awards-store';
import styles from './Awards.module.css';

interface CategoryCardProps { shown: ShownCategory; awardTitle: string; signedIn: boolean }

export function CategoryCard({ shown: { category, myVote, waiting, refusal }, awardTitle, signedIn }: CategoryCardProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const canVote = category.is_open && signedIn && myVote === null && refusal === null;
  const total = Math.max(category.cnt_votes ?? 0, 1);
  const choose = (nominee: Nominee) => {
    setProblem(null);
    voteInAward(category.award_id, category.id, nominee.id, nominee.name, `${awardTitle}: ${category.title}`)
      .catch((error: unknown) => setProblem(describeError(error)));
  };

  return (
    <section className={styles.category} data-testid="award-category" aria-labelledby={`category-${category.id}`}>
      <h2 id={`category-${category.id}`}>{category.title}</h2>
      {category.description && <p className={styles.intro}>{category.description}</p>}
      <p className={styles.meta}>
        <span className={styles.badge}>{t(`awards.kind.${category.kind}`)}</span>
        {category.cnt_votes !== null && <span>{t('awards.votes', { count: category.cnt_votes })}</span>}
      </p>
      {category.nominees.length === 0 && <p className={styles.status}>{t('awards.noNominees')}</p>}
      <ul className={styles.nominees}>
        {category.nominees.map((nominee) => {
          const mine = nominee.id === myVote;
          const winner = nominee.id === category.winner_id;
          const page = nomineeLink(nominee);
          return (
            <li key={nominee.id} className={`${styles.nominee} ${mine ? styles.mine : ''} ${winner ? styles.winner : ''}`} data-testid="nominee">
              {nominee.image
                ? <img className={styles.picture} src={nominee.image} alt="" loading="lazy" />
                : <span className={styles.picture} aria-hidden="true">{nominee.name.slice(0, 1).toUpperCase()}</span>}
              <p className={styles.name}>{page ? <Link {...page}>{nominee.name}</Link> : nominee.name}</p>
              {nominee.subtitle && <p className={styles.subtitle}>{nominee.subtitle}</p>}
              {winner && <p className={styles.mark}>{t('awards.winner')}</p>}
              {mine && <p className={styles.mark}>{t('awards.yourVote')}</p>}
              {nominee.cnt_votes !== null && (
                <>
                  <p className={styles.subtitle}>{t('awards.votes', { count: nominee.cnt_votes })}</p>
                  <span className={styles.bar} aria-hidden="true"><span style={{ width: `${(nominee.cnt_votes / total) * 100}%` }} /></span>
                </>
              )}
              {canVote && (
                <button type="button" className={`button ${styles.voteButton}`} onClick={() => choose(nominee)} aria-label={t('awards.voteFor', { name: nominee.name })}>
                  {t('awards.vote')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {waiting && <p className={styles.status} role="status">{t('awards.voteWaiting')}</p>}
      {refusal !== null && <p className="message message-error" role="alert" data-testid="award-vote-refused">{t('awards.voteRefused', { message: refusal })}</p>}
      {problem && <p className="message message-error" role="alert">{problem}</p>}
      {category.is_open && !signedIn && (
        <p className={styles.status}>{t('awards.signInToVote')} <Link to="/auth/signin" className="button">{t('awards.signIn')}</Link></p>
      )}
    </section>
  );
}
