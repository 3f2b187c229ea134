// /strains/category/{category}/{val}: a category value's strains; an unknown category or value is not found.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageNumber } from '@/domain/strain-pages';
import { isCategoryValue, isStrainCategory } from '@/domain/strain-vocabulary';
import { StrainCategoryPage } from '@/features/strains/StrainCategoryPage';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/strains/category/$category/$val')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = pageNumber(search.page);
    return page > 1 ? { page } : {};
  },
  beforeLoad: ({ params }) => {
    if (!isStrainCategory(params.category) || !isCategoryValue(params.category, params.val)) throw notFound();
  },
  loader: loadScreenStrings,
  component: StrainCategoryRoute,
});

function StrainCategoryRoute() {
  const { category, val } = Route.useParams();
  const { page } = Route.useSearch();
  if (!isStrainCategory(category)) return null;
  return <StrainCategoryPage category={category} value={val} page={page ?? 1} />;
}
