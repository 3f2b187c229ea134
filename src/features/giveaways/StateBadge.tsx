// A giveaway's state as a badge: starts on, open until, or ended on its date.
import type { GiveawayCard } from '@/domain/giveaway/giveaway';
import { useLongDate } from '@/ui/long-date';
import { useTranslation } from '@/i18n/use-translation';
import styles from './Giveaways.module.css';

export function StateBadge({ giveaway }: { giveaway: Pick<GiveawayCard, 'state' | 'start_date' | 'end_date'> }) {
  const { t } = useTranslation();
  const date = useLongDate()(giveaway.state === 'upcoming' ? giveaway.start_date : giveaway.end_date);
  return <span className={`${styles.badge} ${styles[giveaway.state]}`} data-testid="giveaway-state">{t(`giveaways.state.${giveaway.state}`, { date })}</span>;
}
