// /journal/voting: every reader poll, open ones and closed ones with their results; /journal/voting/{id}: one poll.
import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '@/features/account/use-current-user';
import { ListStatus } from '@/features/catalogue/ListStatus';
import { useTranslation } from '@/i18n/use-translation';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useApiData } from '@/ui/use-api-data';
import { usePageTitle } from '@/ui/use-page-title';
import { votingLink } from './journal-links';
import { fetchPoll } from './journal-store';
import { PollCard } from './PollCard';
import { usePollList, useReloadOnRefusal, useShownPolls } from './use-journal';
import styles from './Journal.module.css';

export function PollsScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const list = usePollList();
  const shown = useShownPolls(list.items);
  useReloadOnRefusal(shown, list.retry);
  usePageTitle(t('journal.voting'));
  return (
    <div className={`page ${styles.screen}`}>
      <div className={styles.head}>
        <h1>{t('journal.voting')}</h1>
        <Link to="/journal" className="button">{t('journal.all')}</Link>
      </div>
      <p className={styles.intro}>{t('journal.votingIntro')}</p>
      {list.items === null && list.error === null && <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />}
      {shown && shown.length > 0 && (
        <ul className={styles.polls}>
          {shown.map((item) => <li key={item.poll.id}><PollCard shown={item} signedIn={Boolean(user)} heading="h2" /></li>)}
        </ul>
      )}
      <ListStatus list={list} emptyText={t('journal.noPolls')} />
    </div>
  );
}

export function PollScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { data, missing, refresh, retry } = useApiData(`journal:poll:${id}`, (signal) => fetchPoll(id, signal));
  const shown = useShownPolls(data ? [data] : undefined);
  useReloadOnRefusal(shown, retry);
  usePageTitle(data?.title);
  if (missing) return <div className="page"><NotFoundMessage /></div>;
  return (
    <div className={`page ${styles.screen}`}>
      <RefreshStatus state={refresh} hasData={data !== undefined} offlineText={t('journal.offlinePoll')} />
      {!data && refresh.status !== 'failed' && <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />}
      {shown?.[0] && <PollCard shown={shown[0]} signedIn={Boolean(user)} heading="h1" />}
      <p><Link {...votingLink()} className="button">{t('journal.allPolls')}</Link></p>
    </div>
  );
}
