// /brand-manager/…: the other spelling of /brands-manager (spec §2), which the address becomes.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/brand-manager/$')({
  beforeLoad: ({ params }) => {
    throw redirect({ href: `/brands-manager${params._splat ? `/${params._splat}` : ''}`, replace: true });
  },
});
