// The Saved screen: what is kept for offline, with its type, size and date; open it, save it again or remove it.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import type { SavedItem } from '@/db/database';
import { StorageUsage } from '@/features/sync-status/StorageUsage';
import { usePageTitle } from '@/ui/use-page-title';
import { SavingProgress } from './SavingProgress';
import { useSavedItems, useSaving } from './use-saved';
import styles from './SavedPage.module.css';

/** Bytes as kilobytes under a megabyte, else megabytes with one decimal. */
function readableSize(bytes: number): { key: 'saved.kb' | 'saved.mb'; size: string } {
  return bytes < 1024 * 1024 ? { key: 'saved.kb', size: String(Math.max(1, Math.round(bytes / 1024))) } : { key: 'saved.mb', size: (bytes / 1024 / 1024).toFixed(1) };
}

function SavedRow({ item }: { item: SavedItem }) {
  const { t, i18n } = useTranslation();
  const { state, save, remove } = useSaving(item);
  const size = readableSize(item.bytes);
  return (
    <li className={styles.row} data-testid="saved-item">
      <div className={styles.what}>
        {/* Links of any saved page: the router resolves them like a typed address. */}
        <Link to={item.link as '/'} className={styles.name}>{item.name}</Link>
        <span className={styles.facts}>
          {t(`saved.type.${item.type}`)} · <span data-testid="saved-size">{t(size.key, { size: size.size })}</span> ·{' '}
          {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(item.saved_at)}
        </span>
      </div>
      <div className={styles.actions}>
        <Link to={item.link as '/'} className="button">{t('saved.open')}</Link>
        <button type="button" className="button" disabled={state.status === 'saving'} onClick={() => void save()}>{t('saved.update')}</button>
        <button type="button" className="button" onClick={() => void remove()}>{t('saved.remove')}</button>
      </div>
      <SavingProgress state={state} />
    </li>
  );
}

export function SavedPage() {
  const { t } = useTranslation();
  usePageTitle(t('saved.title'));
  const items = useSavedItems();
  return (
    <div className="page" data-testid="saved-page">
      <h1>{t('saved.title')}</h1>
      <p className={styles.intro}>{t('saved.intro')}</p>
      {items === undefined ? (
        <div className="skeleton" style={{ height: 160 }} aria-busy="true" />
      ) : items.length === 0 ? (
        <p className="message">{t('saved.empty')}</p>
      ) : (
        <ul className={styles.list}>{items.map((item) => <SavedRow key={item.key} item={item} />)}</ul>
      )}
      <StorageUsage watch={items?.reduce((sum, item) => sum + item.bytes, 0)} />
    </div>
  );
}
