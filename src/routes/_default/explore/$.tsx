// /explore/{tag...}: tags name the filters (src/domain/discovery/explore-tags.ts); an unknown tag is a page that does not exist.
import { createFileRoute } from '@tanstack/react-router';
import { parseExploreTags } from '@/domain/discovery/explore-tags';
import { ExplorePage } from '@/features/explore/ExplorePage';
import { validatePageSearch } from '@/features/explore/page-search';
import { NotFoundPage } from '@/app/errors/NotFoundPage';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/explore/$')({
  validateSearch: validatePageSearch,
  loader: loadScreenStrings,
  component: ExploreTagsRoute,
});

function ExploreTagsRoute() {
  const { _splat: tags = '' } = Route.useParams();
  const { page = 1 } = Route.useSearch();
  const filters = parseExploreTags(tags.split('/'));
  // Checked here rather than in beforeLoad, which would put the tag rules in the entry chunk.
  return filters ? <ExplorePage filters={filters} page={page} /> : <NotFoundPage />;
}
