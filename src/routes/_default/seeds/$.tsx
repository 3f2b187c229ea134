// /seeds/{tag...}: seeds by kind, breeder and order (src/domain/catalogue/seeds-tags.ts); an unknown tag is a missing page.
import { createFileRoute } from '@tanstack/react-router';
import { parseSeedsTags } from '@/domain/catalogue/seeds-tags';
import { validatePageSearch } from '@/features/explore/page-search';
import { SeedsPage } from '@/features/seeds/SeedsPage';
import { NotFoundPage } from '@/app/errors/NotFoundPage';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/seeds/$')({
  validateSearch: validatePageSearch,
  loader: loadScreenStrings,
  component: SeedsTagsRoute,
});

function SeedsTagsRoute() {
  const { _splat: tags = '' } = Route.useParams();
  const { page = 1 } = Route.useSearch();
  const filters = parseSeedsTags(tags.split('/'));
  // Checked here rather than in beforeLoad, which would put the tag rules in the entry chunk.
  return filters ? <SeedsPage filters={filters} page={page} /> : <NotFoundPage />;
}
