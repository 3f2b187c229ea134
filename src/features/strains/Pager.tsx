// Previous and next page links of a paged list, with "page N of M"; the links are real URLs crawlers can follow.
import { Link, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import styles from './strains.module.css';

interface PagerProps {
  /** The first and last page shown (the same unless more pages were appended). */
  first: number;
  last: number;
  pages: number;
  linkTo: (page: number) => LinkProps;
}

export function Pager({ first, last, pages, linkTo }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('strains.pager.label')}>
      <Link {...linkTo(Math.max(1, first - 1))} className="button" aria-disabled={first <= 1} rel="prev">
        ← {t('strains.pager.previous')}
      </Link>
      <span className={styles.muted}>{t('strains.pager.page', { page: last, pages })}</span>
      <Link {...linkTo(Math.min(pages, last + 1))} className="button" aria-disabled={last >= pages} rel="next">
        {t('strains.pager.next')} →
      </Link>
    </nav>
  );
}
