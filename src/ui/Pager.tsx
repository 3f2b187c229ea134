// The pages of a paged list: links to the previous and next page, with "Page N of M" between them. The links are real
// addresses (crawlers follow them, a new tab opens them) that open inside the app.
import { Link, type LinkProps } from '@tanstack/react-router';
import { pageCount } from '@/domain/api/paging';
import { useTranslation } from '@/i18n/use-translation';
import styles from './Pager.module.css';

interface PagerProps {
  /** The page the address names: the last page shown. */
  page: number;
  /** The first page shown, when "show more" appended pages after it: "previous" leads to the page before it. */
  firstPage?: number;
  /** Items in the whole list, and on one page. */
  total: number;
  pageSize: number;
  /** The link to a page of this list. */
  linkTo: (page: number) => LinkProps;
}

/**
 * Only an exact match marks a link as the current page: by default the router also does so for page 1's link (no
 * `page` in its search) on any other page of the list.
 */
const EXACT = { exact: true };

export function Pager({ page, firstPage = page, total, pageSize, linkTo }: PagerProps) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('discovery.pages')}>
      {firstPage > 1 && (
        <Link {...linkTo(firstPage - 1)} activeOptions={EXACT} className={`button ${styles.prev}`} rel="prev"><span aria-hidden="true">← </span>{t('discovery.previous')}</Link>
      )}
      <span className={styles.where} aria-current="page">{t('discovery.pageOf', { page, pages })}</span>
      {page < pages && (
        <Link {...linkTo(page + 1)} activeOptions={EXACT} className={`button ${styles.next}`} rel="next">{t('discovery.next')}<span aria-hidden="true"> →</span></Link>
      )}
    </nav>
  );
}
