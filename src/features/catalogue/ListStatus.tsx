// Under a loaded list: why it is missing (offline, an error with a retry), an honest empty state, or "show more".
import { useTranslation } from '@/i18n/use-translation';
import { describeError, NetworkError } from '@/sync/transport/http';
import type { PagedList } from './use-paged-list';
import styles from './catalogue.module.css';

interface ListStatusProps {
  list: PagedList<unknown, { items: unknown[]; total: number }>;
  /** What to say when the list is truly empty. */
  emptyText: string;
}

/** The first page's failure in words a grower understands. */
export function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof NetworkError) return <p className="message message-warn" role="status">{t('catalogue.offlineNotSaved')}</p>;
  return (
    <p className="message message-error" role="alert">
      {describeError(error)}{' '}
      <button type="button" className="button" onClick={retry}>{t('common.retry')}</button>
    </p>
  );
}

export function ListStatus({ list, emptyText }: ListStatusProps) {
  const { t } = useTranslation();
  if (list.error) return <LoadError error={list.error} retry={list.retry} />;
  if (!list.items) return null;
  if (list.items.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  if (list.items.length >= list.total) return null;
  return (
    <div className={styles.more}>
      {list.moreError !== null && <p className="message message-error" role="alert">{describeError(list.moreError)}</p>}
      <button type="button" className="button" onClick={list.loadMore} disabled={list.loadingMore}>
        {list.loadingMore ? t('common.loading') : t('catalogue.showMore', { shown: list.items.length, total: list.total })}
      </button>
    </div>
  );
}
