// Links to the previous and next page of a paged list (?page=N), with where the reader is.
import { useTranslation } from '@/i18n/use-translation';
import styles from './Pager.module.css';

interface PagerProps {
  page: number;
  pages: number;
  /** The address of a page: the path with ?page=N from page 2 on. */
  href: (page: number) => string;
  /** Opens a page inside the app (the link still works without it). */
  onOpen: (page: number) => void;
}

export function Pager({ page, pages, href, onOpen }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const link = (target: number, text: string, rel: string) => (
    <a className="button" href={href(target)} rel={rel} onClick={(event) => { event.preventDefault(); onOpen(target); }}>{text}</a>
  );
  return (
    <nav className={styles.pager} aria-label={t('discovery.pages')}>
      {page > 1 ? link(page - 1, t('discovery.previous'), 'prev') : <span />}
      <span aria-current="page">{t('discovery.pageOf', { page, pages })}</span>
      {page < pages ? link(page + 1, t('discovery.next'), 'next') : <span />}
    </nav>
  );
}

/** The path with ?page=N from page 2 on. */
export const pagedHref = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);
