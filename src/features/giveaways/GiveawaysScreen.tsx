// /giveaways (those to come and open, ending soonest first) and /giveaways/archive (the closed ones with their
// winners), 20 at a time with "show more".
import { Link } from '@tanstack/react-router';
import type { GiveawayList } from '@/domain/giveaway/giveaway-limits';
import { ListStatus } from '@/features/catalogue/ListStatus';
import { useTranslation } from '@/i18n/use-translation';
import { usePageTitle } from '@/ui/use-page-title';
import { archiveLink } from './giveaway-links';
import { GiveawayCardView } from './GiveawayCardView';
import { useGiveawayList } from './use-giveaways';
import styles from './Giveaways.module.css';

export function GiveawaysScreen({ list: which }: { list: GiveawayList }) {
  const { t } = useTranslation();
  const list = useGiveawayList(which);
  const archive = which === 'archive';
  const title = archive ? t('giveaways.archiveTitle') : t('giveaways.title');
  usePageTitle(title);
  return (
    <div className={`page ${styles.screen}`}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{archive ? t('giveaways.archiveIntro') : t('giveaways.intro')}</p>
      <nav aria-label={t('giveaways.title')}>
        <ul className={styles.tabs}>
          <li><Link to="/giveaways" className={styles.chip} activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>{t('giveaways.allGiveaways')}</Link></li>
          <li><Link {...archiveLink()} className={styles.chip} activeProps={{ 'aria-current': 'page' }}>{t('giveaways.archive')}</Link></li>
        </ul>
      </nav>
      {list.items === null && list.error === null && (
        <ul className={styles.list} aria-busy="true">{[0, 1].map((n) => <li key={n} className={`skeleton ${styles.skeleton}`} />)}</ul>
      )}
      {list.items && list.items.length > 0 && (
        <ul className={styles.list} data-testid="giveaway-list">
          {list.items.map((giveaway) => <li key={giveaway.id}><GiveawayCardView giveaway={giveaway} /></li>)}
        </ul>
      )}
      <ListStatus list={list} emptyText={archive ? t('giveaways.emptyArchive') : t('giveaways.empty')} />
    </div>
  );
}
