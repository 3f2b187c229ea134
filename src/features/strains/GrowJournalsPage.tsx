// /grow-journals/{id}: the diaries growing a strain, page by page (page number in the URL).
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { STRAIN_DIARIES_PAGE_SIZE } from '@/domain/strain/strain-pages';
import { DiaryGrid } from '@/features/diaries/DiaryGrid';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { fetchItemTab } from '@/features/catalogue/catalogue-store';
import { ServerError } from '@/sync/transport/http';
import { fetchStrain } from '@/features/strains/strain-store';
import { Pager } from '@/ui/Pager';
import { usePageTitle } from '@/ui/use-page-title';
import { useStrainName } from './StrainScreen';
import { useApiData } from '@/ui/use-api-data';
import styles from './strains.module.css';

export function GrowJournalsPage({ id, page }: { id: number; page: number }) {
  const { t } = useTranslation();
  const strain = useApiData(`strain:${id}`, () => fetchStrain(id));
  const diaries = useApiData(`strain-diaries:${id}:${page}`, () => fetchItemTab('product', id, 'diaries', { start: (page - 1) * STRAIN_DIARIES_PAGE_SIZE, limit: STRAIN_DIARIES_PAGE_SIZE }));
  const name = useStrainName(strain.data);
  const title = name && t('strains.journals.title', { name });
  usePageTitle(title, page);

  const missing = [strain.refresh, diaries.refresh].some((r) => r.status === 'failed' && r.error instanceof ServerError && r.error.status === 404);
  if (missing || (page > 1 && diaries.data?.items.length === 0)) return <div className="page"><NotFoundMessage /></div>;
  return (
    <div className="page">
      <header className={styles.intro}>
        {title ? <h1 data-testid="journals-title">{title}</h1> : <div className="skeleton" style={{ height: 32, width: '60%' }} />}
        <Link to="/strains/$id" params={{ id }}>{t('strains.journals.back')}</Link>
      </header>
      <RefreshStatus state={diaries.refresh} hasData={Boolean(diaries.data)} offlineText={t('strains.offlineMissing')} />
      {diaries.data && <p className={styles.muted}>{t('strains.diaries', { count: diaries.data.total })}</p>}
      {(diaries.data || diaries.refresh.status === 'loading') && <DiaryGrid diaries={diaries.data?.items ?? null} />}
      {diaries.data?.items.length === 0 && <p className={styles.explain}>{t('strains.journals.empty')}</p>}
      <Pager page={page} total={diaries.data?.total ?? 0} pageSize={STRAIN_DIARIES_PAGE_SIZE} linkTo={(target) => ({ to: '/grow-journals/$id', params: { id }, search: target > 1 ? { page: target } : {} })} />
    </div>
  );
}
