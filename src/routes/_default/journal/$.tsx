// Every page under /journal/: an article ({link}), a section (category/{c}, careers), a tag (tags/{t}), reader voting
// (voting, voting/{id}) and the editors' editor (edit, edit/{id}). One splat route, whose params' parse tells them
// apart (src/domain/article/journal-paths.ts); anything else is the not-found page.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { journalSplat, parseJournalPath, type JournalPath } from '@/domain/article/journal-paths';
import { ArticleEditor } from '@/features/journal/ArticleEditor';
import { ArticleScreen } from '@/features/journal/ArticleScreen';
import { JournalScreen } from '@/features/journal/JournalScreen';
import { PollScreen, PollsScreen } from '@/features/journal/PollsScreen';
import { loadScreenStrings } from '@/i18n/i18n';
import { prefetch } from '@/sync/transport/prefetch';

export const Route = createFileRoute('/_default/journal/$')({
  params: {
    parse: ({ _splat }: { _splat?: string }) => {
      const path = parseJournalPath(_splat ?? '');
      if (!path) throw notFound();
      return { path };
    },
    stringify: ({ path }: { path: JournalPath }) => ({ _splat: journalSplat(path) }),
  },
  // An article is asked for while the screen's code and strings load.
  loader: ({ params: { path } }) => {
    if (path.kind === 'article') {
      const { link } = path;
      prefetch(`article:${link}`, () => import('@/features/journal/journal-store').then((store) => store.refreshArticle(link)));
    }
    return loadScreenStrings();
  },
  component: JournalRoute,
});

function JournalRoute() {
  const { path } = Route.useParams();
  switch (path.kind) {
    case 'article': return <ArticleScreen key={path.link} link={path.link} />;
    case 'category': return <JournalScreen key={path.category} filter={{ kind: 'category', category: path.category }} />;
    case 'tag': return <JournalScreen key={path.tag} filter={{ kind: 'tag', tag: path.tag }} />;
    case 'voting': return <PollsScreen />;
    case 'poll': return <PollScreen key={path.id} id={path.id} />;
    case 'new': return <ArticleEditor key="new" id={null} />;
    case 'edit': return <ArticleEditor key={path.id} id={path.id} />;
  }
}
