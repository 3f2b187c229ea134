// The page a /journal/… address names (parseJournalPath), or the not-found page for an address that names none.
import { parseJournalPath } from '@/domain/article/journal-paths';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { ArticleEditor } from './ArticleEditor';
import { ArticleScreen } from './ArticleScreen';
import { JournalScreen } from './JournalScreen';
import { PollScreen, PollsScreen } from './PollsScreen';

export function JournalPage({ splat }: { splat: string }) {
  const path = parseJournalPath(splat);
  switch (path?.kind) {
    case 'article': return <ArticleScreen key={path.link} link={path.link} />;
    case 'category': return <JournalScreen key={path.category} filter={{ kind: 'category', category: path.category }} />;
    case 'tag': return <JournalScreen key={path.tag} filter={{ kind: 'tag', tag: path.tag }} />;
    case 'voting': return <PollsScreen />;
    case 'poll': return <PollScreen key={path.id} id={path.id} />;
    case 'new': return <ArticleEditor key="new" id={null} />;
    case 'edit': return <ArticleEditor key={path.id} id={path.id} />;
    default: return <div className="page"><NotFoundMessage /></div>;
  }
}
