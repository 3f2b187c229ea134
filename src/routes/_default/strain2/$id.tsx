// /strain2/{id}: the same page as /strains/{id}, which the address becomes (the server's metadata already names it).
import { createFileRoute, redirect } from '@tanstack/react-router';
import { serverIdParams } from '@/routes/-params';

export const Route = createFileRoute('/_default/strain2/$id')({
  params: serverIdParams,
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/strains/$id', params, replace: true });
  },
});
