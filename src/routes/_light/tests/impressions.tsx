// Diagnostics of impression tracking: elements tracked now, the records stored on the device and the last send.
import { createFileRoute } from '@tanstack/react-router';
import { ImpressionDiagnosticsPage } from '@/features/telemetry/ImpressionDiagnosticsPage';

export const Route = createFileRoute('/_light/tests/impressions')({ component: ImpressionDiagnosticsPage });
