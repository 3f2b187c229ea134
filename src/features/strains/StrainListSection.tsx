// A paged strain list under its filters: rows (virtual when long), offline and error notices, "show more", pages.
import { useNavigate, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { pageCount } from '@/domain/api/paging';
import { STRAINS_PAGE_SIZE } from '@/domain/strain/strain-pages';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { describeError } from '@/sync/transport/http';
import { Pager } from '@/ui/Pager';
import { StrainList } from './StrainList';
import { useStrainPages, type StrainFilters } from './use-strain-pages';
import styles from './strains.module.css';

interface StrainListSectionProps {
  filters: StrainFilters;
  page: number;
  linkTo: (page: number) => LinkProps;
}

export function StrainListSection({ filters, page, linkTo }: StrainListSectionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useStrainPages(filters, page);
  const pages = pageCount(list.total, STRAINS_PAGE_SIZE);
  const hasData = list.strains !== null;
  // Past the last page: the page does not exist (the server answers 404 too).
  if (page > 1 && list.strains?.length === 0) return <NotFoundMessage />;
  return (
    <section aria-label={t('strains.title')}>
      <RefreshStatus state={list.refresh} hasData={hasData} offlineText={t('strains.offlineMissing')} />
      {list.total > 0 && <p className={styles.muted} data-testid="strain-count">{t('strains.count', { count: list.total })}</p>}
      {(hasData || list.refresh.status === 'loading') && <StrainList strains={list.strains} />}
      {list.strains?.length === 0 && <p className={styles.explain}>{t('strains.empty')}</p>}
      {list.strains && list.lastPage < pages && (
        <div className={styles.more}>
          {list.moreError !== null && <p className="message message-error" role="alert">{describeError(list.moreError)}</p>}
          <button
            type="button" className="button" disabled={list.loadingMore}
            onClick={() => list.showMore((next) => void navigate({ ...linkTo(next), replace: true, resetScroll: false }))}
          >
            {list.loadingMore ? t('common.loading') : t('strains.showMore')}
          </button>
        </div>
      )}
      <Pager page={list.lastPage} firstPage={list.firstPage} total={list.total} pageSize={STRAINS_PAGE_SIZE} linkTo={linkTo} />
    </section>
  );
}
