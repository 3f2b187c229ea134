// /strain2/{id}: the same page as /strains/{id}, which the address becomes (the server's metadata already names it).
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { parseId } from '@/domain/ids';

export const Route = createFileRoute('/_default/strain2/$id')({
  beforeLoad: ({ params }) => {
    if (parseId(params.id) === null) throw notFound();
    throw redirect({ to: '/strains/$id', params: { id: params.id }, replace: true });
  },
});
