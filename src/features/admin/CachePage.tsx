// /admin/cache (admins only): the service worker's caches and the device database, each with a way to clear it.
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { useStorageEstimate, useTableCounts } from '@/features/diagnostics/use-diagnostics';
import { usePageTitle } from '@/ui/use-page-title';
import { clearTables, KEPT_TABLES, useCacheStorage } from './use-cache-storage';
import { useIsAdmin } from './use-is-admin';
import styles from './CachePage.module.css';

function megabytes(bytes: number | undefined): string {
  return bytes === undefined ? '—' : `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

function CacheAdmin() {
  const { t } = useTranslation();
  usePageTitle(t('ads.cache.title'));
  const caches = useCacheStorage();
  const storage = useStorageEstimate();
  const tables = useTableCounts();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const clearable = tables?.filter((table) => !KEPT_TABLES.has(table.name)).map((table) => table.name) ?? [];
  return (
    <div className="page" data-testid="cache-admin">
      <h1>{t('ads.cache.title')}</h1>
      <section className={styles.section}>
        <div className={styles.heading}>
          <h2>{t('ads.cache.workerCaches')}</h2>
          <button type="button" className="button" disabled={busy || !caches.list?.length} onClick={() => run(() => caches.clear(caches.list!.map((c) => c.name)))}>
            {t('ads.cache.clearAll')}
          </button>
        </div>
        {caches.list === null ? <p className={styles.muted}>{t('common.loading')}</p> : caches.list.length === 0 ? <p className={styles.muted}>{t('ads.cache.noCaches')}</p> : (
          <table className={styles.table}>
            <thead><tr><th>{t('ads.cache.name')}</th><th>{t('ads.cache.entries')}</th><th>{t('ads.cache.size')}</th><th /></tr></thead>
            <tbody>
              {caches.list.map((cache) => (
                <tr key={cache.name} data-testid="cache-row">
                  <th scope="row">{cache.name}</th>
                  <td>{cache.entries}</td>
                  <td>{megabytes(cache.bytes)}{cache.unsized > 0 && <small className={styles.unsized}>{t('ads.cache.unsized', { count: cache.unsized })}</small>}</td>
                  <td><button type="button" className="button" disabled={busy} onClick={() => run(() => caches.clear([cache.name]))}>{t('ads.cache.clear')}</button></td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className={styles.section}>
        <div className={styles.heading}>
          <h2>{t('ads.cache.database')}</h2>
          <button type="button" className="button" disabled={busy || clearable.length === 0} onClick={() => run(() => clearTables(clearable))}>
            {t('ads.cache.clearAll')}
          </button>
        </div>
        <p className={styles.muted}>{t('ads.cache.usage', { used: megabytes(storage?.usage), quota: megabytes(storage?.quota) })}</p>
        <table className={styles.table}>
          <thead><tr><th>{t('ads.cache.table')}</th><th>{t('ads.cache.rows')}</th><th /></tr></thead>
          <tbody>
            {tables?.map((table) => (
              <tr key={table.name} data-testid="table-row">
                <th scope="row">{table.name}</th>
                <td>{table.count}</td>
                <td>
                  {KEPT_TABLES.has(table.name)
                    ? <span className={styles.muted}>{t('ads.cache.kept')}</span>
                    : <button type="button" className="button" disabled={busy} onClick={() => run(() => clearTables([table.name]))}>{t('ads.cache.clear')}</button>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/** Others (guests included) get the not-found page: the page does not exist for them. */
export function CachePage() {
  const isAdmin = useIsAdmin();
  if (isAdmin === undefined) return null;
  return isAdmin ? <CacheAdmin /> : <div className="page"><NotFoundMessage /></div>;
}
