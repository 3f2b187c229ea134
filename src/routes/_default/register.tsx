// /register: the old address of sign-up; goes to /auth/signup.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/register')({
  beforeLoad: () => {
    throw redirect({ to: '/auth/signup', replace: true });
  },
});
