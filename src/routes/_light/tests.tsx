// The diagnostic pages: only with the `details` cookie, else they redirect home (spec §2).
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { hasCookie } from '@/ui/cookies';

export const Route = createFileRoute('/_light/tests')({
  beforeLoad: () => {
    if (!hasCookie('details')) throw redirect({ to: '/', replace: true });
  },
  component: Outlet,
});
