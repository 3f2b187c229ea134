// /brands-manager/testers: the brand's testers and their diaries.
import { createFileRoute } from '@tanstack/react-router';
import { TestersTab } from '@/features/brands-manager/TestersTab';

export const Route = createFileRoute('/_default/brands-manager/testers')({ component: TestersTab });
