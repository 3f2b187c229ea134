// /seeds: every strain of the catalogue by name, with the kind, breeder and order choices.
import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '@/features/explore/page-search';
import { SeedsPage } from '@/features/seeds/SeedsPage';
import { loadScreenStrings } from '@/i18n/i18n';

const ALL_SEEDS = {};

export const Route = createFileRoute('/_default/seeds/')({
  validateSearch: validatePageSearch,
  loader: loadScreenStrings,
  component: SeedsRoute,
});

function SeedsRoute() {
  const { page = 1 } = Route.useSearch();
  return <SeedsPage filters={ALL_SEEDS} page={page} />;
}
