// Diagnostics of the ads: loaded placements, queued statistics, the last flush and the signing key.
import { createFileRoute } from '@tanstack/react-router';
import { AdDiagnosticsPage } from '@/features/diagnostics/AdDiagnosticsPage';

export const Route = createFileRoute('/_light/tests/adv')({ component: AdDiagnosticsPage });
