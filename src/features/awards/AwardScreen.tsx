// One award or event (/awards/{year}, /grow-awards, /cdc-2022, /poty-2022): its voting dates and phase, then each
// category with its nominees; results once voting closed. Read from the API; the worker's copy opens it offline.
import { Link } from '@tanstack/react-router';
import type { Award } from '@/domain/award/award';
import { useCurrentUser } from '@/features/account/use-current-user';
import { useLongDate } from '@/ui/long-date';
import { useTranslation } from '@/i18n/use-translation';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { usePageTitle } from '@/ui/use-page-title';
import { CategoryCard } from './CategoryCard';
import { useAward, useReloadOnAwardRefusal, useShownCategories } from './use-awards';
import styles from './Awards.module.css';

/** When voting opens, closes or closed, in words. */
export function AwardDates({ award }: { award: Pick<Award, 'phase' | 'start_date' | 'end_date'> }) {
  const { t } = useTranslation();
  const date = useLongDate();
  return (
    <>
      <span className={`${styles.badge} ${award.phase === 'open' ? styles.open : ''}`}>{t(`awards.phase.${award.phase}`)}</span>
      <span>
        {award.phase === 'upcoming' && t('awards.opensOn', { date: date(award.start_date) })}
        {award.phase === 'open' && t('awards.closesOn', { date: date(award.end_date) })}
        {award.phase === 'closed' && t('awards.closedOn', { date: date(award.end_date) })}
      </span>
    </>
  );
}

export function AwardScreen({ link }: { link: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { data: award, missing, refresh, retry } = useAward(link);
  const shown = useShownCategories(award);
  useReloadOnAwardRefusal(shown, retry);
  usePageTitle(award?.title);
  if (missing) return <div className="page"><NotFoundMessage /></div>;
  return (
    <div className={`page ${styles.screen}`}>
      <RefreshStatus state={refresh} hasData={award !== undefined} offlineText={t('awards.offline')} />
      {!award && refresh.status !== 'failed' && <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />}
      {award && (
        <>
          <header className={styles.head}>
            <h1>{award.title}</h1>
            {award.description && <p className={styles.intro}>{award.description}</p>}
            <p className={styles.meta}>
              <AwardDates award={award} />
              <span>{t('awards.categories', { count: award.categories.length })}</span>
              {award.phase === 'closed' && <span>{t('awards.votes', { count: award.cnt_votes })}</span>}
            </p>
            {award.phase === 'open' && <p className={styles.status}>{t('awards.resultsAfterClose')}</p>}
          </header>
          {shown && (
            <ul className={styles.categories}>
              {shown.map((item) => (
                <li key={item.category.id}><CategoryCard shown={item} awardTitle={award.title} signedIn={Boolean(user)} /></li>
              ))}
            </ul>
          )}
        </>
      )}
      <p><Link to="/awards" className="button">{t('awards.all')}</Link></p>
    </div>
  );
}
