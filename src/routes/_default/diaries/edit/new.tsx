// A new diary (login required).
import { createFileRoute } from '@tanstack/react-router';
import { DiaryEditor } from '@/features/diary-editor/DiaryEditor';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/diaries/edit/new')({ loader: loadScreenStrings, component: NewDiaryPage });

function NewDiaryPage() {
  return <DiaryEditor diaryId={null} />;
}
