// /search?query=: search results (never indexed by crawlers).
import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '@/features/search/SearchPage';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/search')({
  validateSearch: (search: Record<string, unknown>): { query?: string } =>
    typeof search.query === 'string' && search.query.trim() ? { query: search.query.slice(0, 80) } : {},
  loader: loadScreenStrings,
  component: SearchRoute,
});

function SearchRoute() {
  const { query = '' } = Route.useSearch();
  return <SearchPage key={query} query={query} />;
}
