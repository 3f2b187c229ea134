// /brands-manager/welcome-old: the onboarding's former address, which becomes /brands-manager/welcome.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/brands-manager/welcome-old')({
  beforeLoad: () => {
    throw redirect({ to: '/brands-manager/welcome', replace: true });
  },
});
