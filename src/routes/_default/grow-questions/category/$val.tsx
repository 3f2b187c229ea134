// /grow-questions/category/{val}: the questions of one category; an unknown category is the not-found page.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { isQuestionCategory, type QuestionCategory } from '@/domain/question/question-limits';
import { QuestionsScreen } from '@/features/questions/QuestionsScreen';
import { readQuestionsSearch, type QuestionsSearchParams } from '@/features/questions/questions-search';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/grow-questions/category/$val')({
  // Only typed here: the lazily loaded screen reads the search leniently, out of the app's first load.
  validateSearch: (search: Record<string, unknown>) => search as QuestionsSearchParams,
  params: {
    parse: ({ val }: { val: string }) => {
      if (!isQuestionCategory(val)) throw notFound();
      return { val };
    },
    stringify: ({ val }: { val: QuestionCategory }) => ({ val }),
  },
  loader: loadScreenStrings,
  component: CategoryRoute,
});

function CategoryRoute() {
  const { val } = Route.useParams();
  return <QuestionsScreen filter={{ tags: [], category: val }} search={readQuestionsSearch(Route.useSearch())} />;
}
