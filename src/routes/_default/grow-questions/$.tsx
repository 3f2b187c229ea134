// Every page under /grow-questions/: a question ({id}; a negative one made on this device), the questions of some tags
// ({tag...}), of a category (category/{val}), and the editors (edit, edit/{id}). One splat route, whose params' parse
// tells them apart (src/domain/question/question-paths.ts); anything else is the not-found page.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseQuestionPath, questionSplat, type QuestionPath } from '@/domain/question/question-paths';
import { QuestionEditor } from '@/features/questions/QuestionEditor';
import { QuestionScreen } from '@/features/questions/QuestionScreen';
import { QuestionsScreen } from '@/features/questions/QuestionsScreen';
import { readQuestionsSearch } from '@/domain/question/question-list';
import { readAboutSearch, type AboutSearchParams, type QuestionsSearchParams } from '@/features/questions/questions-search';
import { loadScreenStrings } from '@/i18n/i18n';
import { prefetch } from '@/sync/transport/prefetch';

export const Route = createFileRoute('/_default/grow-questions/$')({
  // Only typed here: the lazily loaded screens read the search leniently, out of the app's first load.
  validateSearch: (search: Record<string, unknown>) => search as QuestionsSearchParams & AboutSearchParams,
  params: {
    parse: ({ _splat }: { _splat?: string }) => {
      const path = parseQuestionPath(_splat ?? '');
      if (!path) throw notFound();
      return { path };
    },
    stringify: ({ path }: { path: QuestionPath }) => ({ _splat: questionSplat(path) }),
  },
  // A question is asked for while the screen's code and strings load.
  loader: ({ params: { path } }) => {
    // On the server the page's answers are read by the server itself (server/ssr/answers/), never through the API client.
    if (path.kind === 'question' && path.id > 0 && !import.meta.env.SSR) {
      const { id } = path;
      prefetch(`question:${id}`, () => import('@/features/questions/question-store').then((store) => store.refreshQuestion(id)));
    }
    return loadScreenStrings();
  },
  component: QuestionsRoute,
});

function QuestionsRoute() {
  const { path } = Route.useParams();
  const search = Route.useSearch();
  switch (path.kind) {
    case 'question': return <QuestionScreen key={path.id} id={path.id} />;
    case 'new': return <QuestionEditor questionId={null} about={readAboutSearch(search)} />;
    case 'edit': return <QuestionEditor key={path.id} questionId={path.id} about={null} />;
    case 'category': return <QuestionsScreen filter={{ tags: [], category: path.category }} search={readQuestionsSearch(search)} />;
    case 'tags': return <QuestionsScreen filter={{ tags: path.tags, category: null }} search={readQuestionsSearch(search)} />;
  }
}
