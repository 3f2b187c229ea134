// One giveaway in a list: sponsor, title, dates and state, the lead, the prizes and counters; the winners once closed.
import { Link } from '@tanstack/react-router';
import type { GiveawayCard } from '@/domain/giveaway/giveaway';
import { useLongDate } from '@/ui/long-date';
import { useTranslation } from '@/i18n/use-translation';
import { Avatar } from '@/ui/Avatar';
import { giveawayLink } from './giveaway-links';
import { StateBadge } from './StateBadge';
import { WinnerList } from './WinnerList';
import styles from './Giveaways.module.css';

export function GiveawayCardView({ giveaway }: { giveaway: GiveawayCard }) {
  const { t } = useTranslation();
  const date = useLongDate();
  return (
    <article className={styles.card} data-testid="giveaway-card">
      <p className={styles.meta}>
        <StateBadge giveaway={giveaway} />
        <span>{t('giveaways.dates', { start: date(giveaway.start_date), end: date(giveaway.end_date) })}</span>
      </p>
      <h2 className={styles.cardTitle}><Link {...giveawayLink(giveaway.link)}>{giveaway.title}</Link></h2>
      <p className={styles.sponsor}>
        <Avatar user={{ name: giveaway.item_brand.name, avatar_small: giveaway.item_brand.avatar, avatar_little: giveaway.item_brand.avatar }} size={24} />
        {t('giveaways.sponsor', { name: giveaway.item_brand.name })}
      </p>
      {giveaway.description && <p className={styles.lead}>{giveaway.description}</p>}
      {giveaway.winners.length > 0 ? (
        <WinnerList winners={giveaway.winners} />
      ) : (
        <ul className={styles.prizes} aria-label={t('giveaways.prizes')}>
          {giveaway.prizes.map((prize, index) => <li key={index}>{prize}</li>)}
        </ul>
      )}
      <p className={styles.meta}>
        <span>{t('giveaways.entries', { count: giveaway.cnt_entries })}</span>
        <span>· {t('giveaways.votes', { count: giveaway.cnt_votes })}</span>
      </p>
    </article>
  );
}
