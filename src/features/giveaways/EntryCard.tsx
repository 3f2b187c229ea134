// One entry of a category: the diary's card, its votes, and a vote button, "your vote", "your entry" or "winner".
import type { GiveawayEntry } from '@/domain/giveaway/giveaway';
import { DiaryCardView } from '@/features/diaries/DiaryCardView';
import { useTranslation } from '@/i18n/use-translation';
import styles from './Giveaways.module.css';

interface EntryCardProps { entry: GiveawayEntry; mine: boolean; myVote: boolean; winner: boolean; canVote: boolean; onVote: () => void }

export function EntryCard({ entry, mine, myVote, winner, canVote, onVote }: EntryCardProps) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.entry} ${winner ? styles.winnerEntry : ''}`} data-testid="giveaway-entry">
      {winner && <span className={`${styles.badge} ${styles.closed} ${styles.start}`}>{t('giveaways.winner')}</span>}
      <DiaryCardView diary={entry.item_diary} />
      <div className={styles.entryVotes}>
        <span>{t('giveaways.votes', { count: entry.cnt_votes })}</span>
        {mine && <span className={styles.badge}>{t('giveaways.yourEntry')}</span>}
        {myVote && <span className={styles.badge}>{t('giveaways.yourVote')}</span>}
        {canVote && (
          <button type="button" className="button" onClick={onVote} aria-label={`${t('giveaways.vote')}: ${entry.item_diary.name}`}>{t('giveaways.vote')}</button>
        )}
      </div>
    </div>
  );
}
