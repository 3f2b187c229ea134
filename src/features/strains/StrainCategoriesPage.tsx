// /strains/categories: every category with its values and how many strains have each, linking to their pages.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { CATEGORY_VALUES, FIXED_PAGE_CATEGORIES, STRAIN_CATEGORIES } from '@/domain/strain/strain-vocabulary';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { fetchStrainCategories } from '@/features/strains/strain-store';
import { usePageTitle } from '@/ui/use-page-title';
import { useApiData } from '@/ui/use-api-data';
import styles from './strains.module.css';

export function StrainCategoriesPage() {
  const { t } = useTranslation();
  usePageTitle(t('strains.categories.title'));
  const { data, refresh } = useApiData('strain-categories', fetchStrainCategories);
  const counts = new Map(data?.items.flatMap(({ category, values }) => values.map(({ value, count }) => [`${category}/${value}`, count])));
  return (
    <div className="page">
      <header className={styles.intro}>
        <h1>{t('strains.categories.title')}</h1>
        <Link to="/strains">{t('strains.title')}</Link>
      </header>
      <p className={styles.explain}>{t('strains.categories.intro')}</p>
      <RefreshStatus state={refresh} hasData={Boolean(data)} offlineText={t('strains.offlineMissing')} />
      <div className={styles.categoryGrid}>
        {STRAIN_CATEGORIES.map((category) => {
          // Values without strains are left out, except the fixed pages of spec §2.
          const values = CATEGORY_VALUES[category].filter((value) => !data || FIXED_PAGE_CATEGORIES.includes(category) || (counts.get(`${category}/${value}`) ?? 0) > 0);
          return (
            <section key={category} id={category} className={styles.categoryCard} data-testid="strain-category">
              <h2>{t(`strains.categoryHeading.${category}`)}</h2>
              <ul className={styles.chips}>
                {values.map((value) => (
                  <li key={value}>
                    <Link to="/strains/category/$category/$val" params={{ category, val: value }} className={styles.chip}>
                      {t(`strains.value.${value}`)}
                      {data && <span className={styles.count}>{counts.get(`${category}/${value}`) ?? 0}</span>}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
