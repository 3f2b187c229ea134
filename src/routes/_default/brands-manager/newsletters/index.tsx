// /brands-manager/newsletters: the brand's newsletters with their figures and charts.
import { createFileRoute } from '@tanstack/react-router';
import { NewslettersTab } from '@/features/brands-manager/NewslettersTab';

export const Route = createFileRoute('/_default/brands-manager/newsletters/')({ component: NewslettersTab });
