// /grow-questions/{id} and /grow-questions/{tag...}: one number is a question (a negative one made on this device),
// words are tags; anything else is the not-found page. Told apart once, by the params' parse.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseQuestionPath, questionSplat, type QuestionPath } from '@/domain/question/question-paths';
import { QuestionScreen } from '@/features/questions/QuestionScreen';
import { QuestionsScreen } from '@/features/questions/QuestionsScreen';
import { readQuestionsSearch, type QuestionsSearchParams } from '@/features/questions/questions-search';
import { loadScreenStrings } from '@/i18n/i18n';
import { prefetch } from '@/sync/transport/prefetch';

export const Route = createFileRoute('/_default/grow-questions/$')({
  // Only typed here: the lazily loaded screen reads the search leniently, out of the app's first load.
  validateSearch: (search: Record<string, unknown>) => search as QuestionsSearchParams,
  params: {
    parse: ({ _splat }: { _splat?: string }) => {
      const path = parseQuestionPath(_splat ?? '');
      if (!path) throw notFound();
      return { path };
    },
    stringify: ({ path }: { path: QuestionPath }) => ({ _splat: questionSplat(path) }),
  },
  // The question is asked for while the screen's code and strings load.
  loader: ({ params: { path } }) => {
    if (path.kind === 'question' && path.id > 0) {
      const { id } = path;
      prefetch(`question:${id}`, () => import('@/features/questions/question-store').then((store) => store.refreshQuestion(id)));
    }
    return loadScreenStrings();
  },
  component: QuestionOrTagsRoute,
});

function QuestionOrTagsRoute() {
  const { path } = Route.useParams();
  const search = readQuestionsSearch(Route.useSearch());
  return path.kind === 'question'
    ? <QuestionScreen key={path.id} id={path.id} />
    : <QuestionsScreen filter={{ tags: path.tags, category: null }} search={search} />;
}
