// Every page under /journal/: an article ({link}), a section (category/{c}, careers), a tag (tags/{t}), reader voting
// (voting, voting/{id}) and the editors' editor (edit, edit/{id}). One splat route, read by the lazily loaded
// JournalPage (src/domain/article/journal-paths.ts tells the pages apart), so no journal code ships in the first load.
import { createFileRoute } from '@tanstack/react-router';
import { JournalPage } from '@/features/journal/JournalPage';
import { loadScreenStrings } from '@/i18n/i18n';
import { prefetch } from '@/sync/transport/prefetch';

export const Route = createFileRoute('/_default/journal/$')({
  // An article is asked for while the screen's code and strings load (other pages ask for nothing here).
  loader: ({ params: { _splat = '' } }) => {
    if (!import.meta.env.SSR) prefetch(`article:${_splat}`, () => import('@/features/journal/journal-store').then((store) => store.refreshArticleAt(_splat)));
    return loadScreenStrings();
  },
  component: JournalRoute,
});

function JournalRoute() {
  const { _splat } = Route.useParams();
  return <JournalPage splat={_splat ?? ''} />;
}
