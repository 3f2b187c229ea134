// /brands-manager/subscription: the brand's plan, its limits and their use.
import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionTab } from '@/features/brands-manager/SubscriptionTab';

export const Route = createFileRoute('/_default/brands-manager/subscription')({ component: SubscriptionTab });
