// One reader poll: its question and options. A signed-in reader who has not voted picks an option (kept on the device
// at once and queued); afterwards, and for closed polls, the results show as bars with the reader's own choice marked.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { longDate } from '@/ui/long-date';
import { pollLink } from './journal-links';
import { vote, type ShownPoll } from './journal-store';
import styles from './Journal.module.css';

interface PollCardProps { shown: ShownPoll; signedIn: boolean; heading: 'h1' | 'h2' }

export function PollCard({ shown: { poll, myVote, waiting, refusal }, signedIn, heading: Heading }: PollCardProps) {
  const { t, i18n } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const canVote = poll.is_open && signedIn && myVote === null && refusal === null;
  const total = Math.max(poll.cnt_votes, 1);
  const choose = (optionId: number, title: string) => {
    setProblem(null);
    vote(poll.id, optionId, title, poll.title).catch((error: unknown) => setProblem(describeError(error)));
  };

  return (
    <section className={styles.poll} data-testid="poll" aria-labelledby={`poll-${poll.id}`}>
      <Heading id={`poll-${poll.id}`}>{Heading === 'h2' ? <Link {...pollLink(poll.id)}>{poll.title}</Link> : poll.title}</Heading>
      {poll.description && <p className={styles.intro}>{poll.description}</p>}
      <p className={styles.meta}>
        <span className={styles.badge}>{poll.is_open ? t('journal.pollOpen') : t('journal.pollClosed')}</span>
        {poll.is_open && poll.end_date && <span>{t('journal.pollEnds', { date: longDate(poll.end_date, i18n.language) })}</span>}
        <span>{t('journal.votes', { count: poll.cnt_votes })}</span>
      </p>
      <ul className={styles.options}>
        {poll.options.map((option) => (
          <li key={option.id} className={styles.option}>
            {canVote ? (
              <button type="button" className={`button ${styles.voteButton}`} onClick={() => choose(option.id, option.title)}>
                {option.title}
              </button>
            ) : (
              <>
                <span className={`${styles.optionRow} ${option.id === myVote ? styles.mine : ''}`}>
                  <span>{option.title}{option.id === myVote && ` · ${t('journal.yourVote')}`}</span>
                  <span>{Math.round((option.cnt_votes / total) * 100)}%</span>
                </span>
                <span className={styles.bar} aria-hidden="true"><span style={{ width: `${(option.cnt_votes / total) * 100}%` }} /></span>
              </>
            )}
          </li>
        ))}
      </ul>
      {waiting && <p className={styles.status} role="status">{t('journal.voteWaiting')}</p>}
      {refusal !== null && <p className="message message-error" role="alert" data-testid="vote-refused">{t('journal.voteRefused', { message: refusal })}</p>}
      {problem && <p className="message message-error" role="alert">{problem}</p>}
      {poll.is_open && !signedIn && (
        <p className={styles.status}>{t('journal.signInToVote')} <Link to="/auth/signin" className="button">{t('journal.signIn')}</Link></p>
      )}
    </section>
  );
}
