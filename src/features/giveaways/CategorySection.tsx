// One category of a giveaway: its prize and counts, the grower's entry (with withdraw) or "enter a diary" while it is
// open, whether a change of the grower waits or was refused, the winner once closed, and the entries with their votes.
import { useState } from 'react';
import type { Giveaway, GiveawayCategory } from '@/domain/giveaway/giveaway';
import { MAX_ENTRIES_SHOWN } from '@/domain/giveaway/giveaway-limits';
import { useTranslation } from '@/i18n/use-translation';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { describeError } from '@/sync/transport/http';
import { EntryCard } from './EntryCard';
import { voteFor, withdrawEntry } from './giveaway-writes';
import { JoinPicker } from './JoinPicker';
import styles from './Giveaways.module.css';

interface CategorySectionProps {
  giveaway: Giveaway;
  category: GiveawayCategory;
  signedIn: boolean;
  /** A change of the grower in this category waits to be sent or answered. */
  waiting: boolean;
  /** The server's reason for refusing the grower's last change here, or null. */
  refusal: string | null;
}

export function CategorySection({ giveaway, category, signedIn, waiting, refusal }: CategorySectionProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const open = giveaway.state === 'open';
  const mine = category.entries.find((e) => e.id === category.my_entry);
  const act = (write: Promise<void>) => {
    setProblem(null);
    write.catch((error: unknown) => setProblem(describeError(error)));
  };

  return (
    <section className={styles.category} aria-labelledby={`category-${category.id}`} data-testid="giveaway-category">
      <div className={styles.categoryHead}>
        <h2 id={`category-${category.id}`}>{category.title}</h2>
        <p className={styles.meta}>
          <span>{t('giveaways.entries', { count: category.cnt_entries })}</span>
          <span>· {t('giveaways.votes', { count: category.cnt_votes })}</span>
        </p>
      </div>
      <p className={styles.prize}>{t('giveaways.prize', { prize: category.prize })}</p>
      {giveaway.state === 'closed' && !category.winner && <p className={styles.note}>{t('giveaways.noWinner')}</p>}
      {open && signedIn && (mine ? (
        <div className={styles.actions}>
          <span className={styles.badge}>{t('giveaways.yourEntry')}: {mine.item_diary.name}</span>
          <ConfirmButton
            label={t('giveaways.withdraw')} confirmLabel={t('giveaways.confirmWithdraw')} cancelLabel={t('giveaways.cancel')}
            onConfirm={() => act(withdrawEntry(giveaway.id, category, mine))}
          />
        </div>
      ) : !picking && (
        <button type="button" className={`button button-primary ${styles.start}`} onClick={() => setPicking(true)}>{t('giveaways.join')}</button>
      ))}
      {picking && !mine && <JoinPicker giveawayId={giveaway.id} category={category} onDone={() => setPicking(false)} />}
      {waiting && <p className={styles.status} role="status">{t('giveaways.waiting')}</p>}
      {refusal !== null && <p className="message message-error" role="alert" data-testid="giveaway-refused">{t('giveaways.refused', { message: refusal })}</p>}
      {problem && <p className="message message-error" role="alert">{problem}</p>}
      {category.entries.length === 0 ? (
        <p className={styles.note}>{t('giveaways.noEntries')}</p>
      ) : (
        <ul className={styles.entries}>
          {category.entries.map((entry) => (
            <li key={entry.id}>
              <EntryCard
                entry={entry} mine={entry.id === category.my_entry} myVote={category.my_vote === entry.id}
                winner={category.winner?.id === entry.id}
                canVote={open && signedIn && category.my_vote === null && entry.id !== category.my_entry && entry.id > 0}
                onVote={() => act(voteFor(giveaway.id, category, entry))}
              />
            </li>
          ))}
        </ul>
      )}
      {category.cnt_entries > category.entries.length && category.entries.length >= MAX_ENTRIES_SHOWN && (
        <p className={styles.note}>{t('giveaways.moreEntries', { shown: category.entries.length })}</p>
      )}
    </section>
  );
}
