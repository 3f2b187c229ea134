// The winners of a closed giveaway, one line per category: the category, the winning diary and its grower.
import type { GiveawayWinner } from '@/domain/giveaway/giveaway';
import { useTranslation } from '@/i18n/use-translation';
import styles from './Giveaways.module.css';

export function WinnerList({ winners }: { winners: GiveawayWinner[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.winners} aria-label={t('giveaways.archive')} data-testid="giveaway-winners">
      {winners.map((w) => (
        <li key={w.category_id}>{t('giveaways.winnerOf', { category: w.category, diary: w.diary.name, grower: w.item_user.name })}</li>
      ))}
    </ul>
  );
}
