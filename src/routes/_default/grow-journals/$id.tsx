// /grow-journals/{id}: a strain's diaries, page by page; the id must be a positive integer.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseId } from '@/domain/ids';
import { pageNumber } from '@/domain/paging';
import { GrowJournalsPage } from '@/features/strains/GrowJournalsPage';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/grow-journals/$id')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = pageNumber(search.page);
    return page > 1 ? { page } : {};
  },
  beforeLoad: ({ params }) => {
    if (parseId(params.id) === null) throw notFound();
  },
  loader: loadScreenStrings,
  component: GrowJournalsRoute,
});

function GrowJournalsRoute() {
  const { id } = Route.useParams();
  const { page } = Route.useSearch();
  return <GrowJournalsPage id={Number(id)} page={page ?? 1} />;
}
