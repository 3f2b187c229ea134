// /diaries/{id}/weeks/{week}/smoke: the alternative address of the harvest-week editor, which opens at its own address.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { editedWeekParams } from '@/routes/-params';

export const Route = createFileRoute('/_default/diaries/$id/weeks/$week/smoke')({
  params: editedWeekParams,
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/diaries/$id/edit/smoke/$week', params, replace: true });
  },
});
