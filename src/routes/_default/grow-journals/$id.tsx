// /grow-journals/{id}: a strain's diaries, page by page; the id must be a positive integer.
import { createFileRoute } from '@tanstack/react-router';
import { pageNumber } from '@/domain/api/paging';
import { GrowJournalsPage } from '@/features/strains/GrowJournalsPage';
import { loadScreenStrings } from '@/i18n/i18n';
import { serverIdParams } from '@/routes/-params';

export const Route = createFileRoute('/_default/grow-journals/$id')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = pageNumber(search.page);
    return page > 1 ? { page } : {};
  },
  params: serverIdParams,
  loader: loadScreenStrings,
  component: GrowJournalsRoute,
});

function GrowJournalsRoute() {
  const { id } = Route.useParams();
  const { page } = Route.useSearch();
  return <GrowJournalsPage id={id} page={page ?? 1} />;
}
