// The pending-changes view: what waits to be sent, what is uploading, what the server refused, and the device's storage.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { requestSync } from '@/sync/outbox/request-sync';
import { useOnline } from '@/ui/use-online';
import { usePageTitle } from '@/ui/use-page-title';
import { ChangeRow } from './ChangeRow';
import { StorageUsage } from './StorageUsage';
import { UploadRow } from './UploadRow';
import { usePendingWork, useSyncState } from './use-pending';
import styles from './PendingChangesPage.module.css';

export function PendingChangesPage() {
  const { t } = useTranslation();
  usePageTitle(t('pending.title'));
  const work = usePendingWork();
  const sync = useSyncState();
  const online = useOnline();
  if (!work) return <div className="page"><div className="skeleton" style={{ height: 200 }} aria-busy="true" /></div>;
  const empty = work.changes.length === 0 && work.uploads.length === 0;
  return (
    <div className="page" data-testid="pending-page">
      <h1>{t('pending.title')}</h1>
      {sync.outcome === 'signed-out' && (
        <p className="message message-warn">{t('pending.signInAgain')} <Link to="/auth/signin">{t('nav.signIn')}</Link></p>
      )}
      <p className={styles.summary}>
        {empty ? t('pending.allSent') : !online ? t('pending.offlineWaiting') : sync.running ? t('pending.sending') : t('pending.waitingCount', { count: work.waiting })}
        {!empty && online && !sync.running && (
          <button type="button" className="button" onClick={() => void requestSync()}>{t('pending.sendNow')}</button>
        )}
      </p>
      {work.changes.length > 0 && (
        <section aria-labelledby="pending-changes">
          <h2 id="pending-changes">{t('pending.changes')}</h2>
          <ul className={styles.list}>{work.changes.map((change) => <ChangeRow key={change.seq} change={change} />)}</ul>
        </section>
      )}
      {work.uploads.length > 0 && (
        <section aria-labelledby="pending-uploads">
          <h2 id="pending-uploads">{t('pending.uploads')}</h2>
          <ul className={styles.list}>{work.uploads.map((upload) => <UploadRow key={upload.id} upload={upload} />)}</ul>
        </section>
      )}
      <StorageUsage />
    </div>
  );
}
