// /explore: every diary, latest update first, with the filter panel.
import { createFileRoute } from '@tanstack/react-router';
import { ExplorePage } from '@/features/explore/ExplorePage';
import { validatePageSearch } from '@/features/explore/page-search';
import { loadScreenStrings } from '@/i18n/i18n';

const NO_FILTERS = {};

export const Route = createFileRoute('/_default/explore/')({
  validateSearch: validatePageSearch,
  loader: loadScreenStrings,
  component: ExploreAllRoute,
});

function ExploreAllRoute() {
  const { page = 1 } = Route.useSearch();
  return <ExplorePage filters={NO_FILTERS} page={page} />;
}
