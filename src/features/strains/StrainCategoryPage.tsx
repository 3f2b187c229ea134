// /strains/category/{category}/{val}: what the value means (the category's rule and the value's wiki article), and the
// strains having it, page by page.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import {
  DOMINANT_FROM, HEIGHT_MEDIUM_FROM, HEIGHT_TALL_FROM, isCategoryValue, isStrainCategory, THC_HIGH_FROM, THC_MEDIUM_FROM, YIELD_HIGH_FROM, YIELD_MEDIUM_FROM,
  type StrainCategory,
} from '@/domain/strain/strain-vocabulary';
import { WikiArticle } from '@/features/catalogue/WikiArticle';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { usePageTitle } from '@/ui/use-page-title';
import { StrainListSection } from './StrainListSection';
import styles from './strains.module.css';

/** The thresholds the explanation of a level category names. */
const THRESHOLDS: Partial<Record<StrainCategory, Record<string, number>>> = {
  thc: { medium: THC_MEDIUM_FROM, high: THC_HIGH_FROM },
  yield: { medium: YIELD_MEDIUM_FROM, high: YIELD_HIGH_FROM },
  height: { medium: HEIGHT_MEDIUM_FROM, high: HEIGHT_TALL_FROM },
  genes: { dominant: DOMINANT_FROM },
};

/** The page of a category value; an unknown category or value is not found (the server answers 404 too). */
export function StrainCategoryPage({ category, value, page }: { category: string; value: string; page: number }) {
  if (!isStrainCategory(category) || !isCategoryValue(category, value)) return <div className="page"><NotFoundMessage /></div>;
  return <KnownCategoryPage category={category} value={value} page={page} />;
}

function KnownCategoryPage({ category, value, page }: { category: StrainCategory; value: string; page: number }) {
  const { t, i18n } = useTranslation();
  const title = t('strains.categoryTitle', { category: t(`strains.category.${category}`), value: t(`strains.value.${value}`) });
  usePageTitle(title, page);
  return (
    <div className="page">
      <header className={styles.intro}>
        <h1>{title}</h1>
        <Link to="/strains/categories">{t('strains.categories.title')}</Link>
      </header>
      <p className={styles.explain} data-testid="category-explained">{t(`strains.explain.${category}`, THRESHOLDS[category])}</p>
      <WikiArticle address={{ section: 'strains', category, value }} lang={i18n.language} />
      <StrainListSection
        filters={{ category, value }}
        page={page}
        linkTo={(target) => ({ to: '/strains/category/$category/$val', params: { category, val: value }, search: target > 1 ? { page: target } : {} })}
      />
    </div>
  );
}
