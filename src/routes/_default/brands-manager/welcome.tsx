// /brands-manager/welcome: the brand's onboarding checklist.
import { createFileRoute } from '@tanstack/react-router';
import { WelcomeTab } from '@/features/brands-manager/WelcomeTab';

export const Route = createFileRoute('/_default/brands-manager/welcome')({ component: WelcomeTab });
