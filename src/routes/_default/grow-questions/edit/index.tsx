// /grow-questions/edit: asking a new grow question (sign-in needed), optionally about a diary's week (?diary_id&week_id).
import { createFileRoute } from '@tanstack/react-router';
import { QuestionEditor } from '@/features/questions/QuestionEditor';
import { readAboutSearch, type AboutSearchParams } from '@/features/questions/questions-search';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/grow-questions/edit/')({
  // Only typed here: the lazily loaded screen reads the search leniently, out of the app's first load.
  validateSearch: (search: Record<string, unknown>) => search as AboutSearchParams,
  loader: loadScreenStrings,
  component: NewQuestionRoute,
});

function NewQuestionRoute() {
  return <QuestionEditor questionId={null} about={readAboutSearch(Route.useSearch())} />;
}
