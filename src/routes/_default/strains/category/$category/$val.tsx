// /strains/category/{category}/{val}: a category value's strains (the page says "not found" for an unknown one).
import { createFileRoute } from '@tanstack/react-router';
import { pageNumber } from '@/domain/api/paging';
import { StrainCategoryPage } from '@/features/strains/StrainCategoryPage';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/strains/category/$category/$val')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = pageNumber(search.page);
    return page > 1 ? { page } : {};
  },
  loader: loadScreenStrings,
  component: StrainCategoryRoute,
});

function StrainCategoryRoute() {
  const { category, val } = Route.useParams();
  const { page } = Route.useSearch();
  return <StrainCategoryPage category={category} value={val} page={page ?? 1} />;
}
