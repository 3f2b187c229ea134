// /awards: every yearly Grow Awards and every event, newest first, each with its phase and dates.
import { Link } from '@tanstack/react-router';
import type { AwardSummary } from '@/domain/award/award';
import type { AwardSection } from '@/domain/award/award-limits';
import { useLongDate } from '@/ui/long-date';
import { useTranslation } from '@/i18n/use-translation';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { usePageTitle } from '@/ui/use-page-title';
import { awardLink } from './award-links';
import { AwardDates, AwardScreen } from './AwardScreen';
import { useAwardList } from './use-awards';
import styles from './Awards.module.css';

function AwardCard({ award }: { award: AwardSummary }) {
  const { t } = useTranslation();
  const link = awardLink(award);
  return (
    <article className={styles.awardCard} data-testid="award-card">
      <h3>{link ? <Link {...link}>{award.title}</Link> : award.title}</h3>
      {award.description && <p className={styles.intro}>{award.description}</p>}
      <p className={styles.meta}>
        <AwardDates award={award} />
        <span>{t('awards.categories', { count: award.cnt_categories })}</span>
      </p>
    </article>
  );
}

function AwardSectionList({ section, heading }: { section: AwardSection; heading: string }) {
  const { t } = useTranslation();
  const { data, refresh } = useAwardList(section);
  return (
    <section className={styles.section} aria-label={heading}>
      <h2>{heading}</h2>
      <RefreshStatus state={refresh} hasData={data !== undefined} offlineText={t('awards.offline')} />
      {!data && refresh.status !== 'failed' && <div className={`skeleton ${styles.skeletonList}`} aria-busy="true" />}
      {data?.items.length === 0 && <p className={styles.status}>{t('awards.empty')}</p>}
      {data && data.items.length > 0 && (
        <ul className={styles.awards}>{data.items.map((award) => <li key={award.id}><AwardCard award={award} /></li>)}</ul>
      )}
    </section>
  );
}

/** The year open for voting, if one is: its name, close and a way in. */
function OpenNow() {
  const { t } = useTranslation();
  const date = useLongDate();
  const open = useAwardList('years').data?.items.find((award) => award.phase === 'open');
  const link = open && awardLink(open);
  if (!open || !link) return null;
  return (
    <p className={styles.banner} data-testid="award-open-now">
      <span>{t('awards.openNow', { title: open.title, date: date(open.end_date) })}</span>
      <Link {...link} className="button button-primary">{t('awards.voteNow')}</Link>
    </p>
  );
}

export function AwardsScreen() {
  const { t } = useTranslation();
  usePageTitle(t('awards.title'));
  return (
    <div className={`page ${styles.screen}`}>
      <header className={styles.head}>
        <h1>{t('awards.title')}</h1>
        <p className={styles.intro}>{t('awards.intro')}</p>
      </header>
      <OpenNow />
      <AwardSectionList section="years" heading={t('awards.years')} />
      <AwardSectionList section="events" heading={t('awards.events')} />
    </div>
  );
}

/** /grow-awards: the newest year of the Grow Awards. */
export function GrowAwardsScreen() {
  const { t } = useTranslation();
  const { data, refresh } = useAwardList('years');
  const latest = data?.items[0];
  if (latest) return <AwardScreen link={latest.link} />;
  return (
    <div className={`page ${styles.screen}`}>
      <RefreshStatus state={refresh} hasData={data !== undefined} offlineText={t('awards.offline')} />
      {!data && refresh.status !== 'failed' && <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />}
      {data && <p className={styles.status}>{t('awards.empty')}</p>}
    </div>
  );
}
