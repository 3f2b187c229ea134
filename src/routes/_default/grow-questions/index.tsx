// /grow-questions: every grow question, newest, unanswered or solved, searched and paged (?show, ?q, ?page).
import { createFileRoute } from '@tanstack/react-router';
import { QuestionsScreen } from '@/features/questions/QuestionsScreen';
import { readQuestionsSearch } from '@/domain/question/question-list';
import type { QuestionsSearchParams } from '@/features/questions/questions-search';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/grow-questions/')({
  // Only typed here: the lazily loaded screen reads the search leniently, out of the app's first load.
  validateSearch: (search: Record<string, unknown>) => search as QuestionsSearchParams,
  loader: loadScreenStrings,
  component: QuestionsRoute,
});

function QuestionsRoute() {
  // Read here rather than by validateSearch, which would ship in the app's first load.
  return <QuestionsScreen filter={{ tags: [], category: null }} search={readQuestionsSearch(Route.useSearch())} />;
}
