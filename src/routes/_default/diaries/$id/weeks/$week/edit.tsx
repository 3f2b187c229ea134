// /diaries/{id}/weeks/{week}/edit: the alternative address of the growing-week editor, which opens at its own address.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { validateEditorSearch } from '@/features/week-editor/editor-params';
import { editedWeekParams } from '@/routes/-params';

export const Route = createFileRoute('/_default/diaries/$id/weeks/$week/edit')({
  params: editedWeekParams,
  validateSearch: validateEditorSearch,
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: '/diaries/$id/edit/week/$week', params, search, replace: true });
  },
});
