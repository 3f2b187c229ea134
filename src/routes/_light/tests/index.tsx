// The diagnostics overview: service worker, storage, identity and a crash test.
import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics/DiagnosticsPage';

export const Route = createFileRoute('/_light/tests/')({ component: DiagnosticsPage });
