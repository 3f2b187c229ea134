// Diagnostics of telemetry: whether this visit is counted, the metrics queued on the device and the last send.
import { createFileRoute } from '@tanstack/react-router';
import { TelemetryDiagnosticsPage } from '@/features/telemetry/TelemetryDiagnosticsPage';

export const Route = createFileRoute('/_light/tests/ga')({ component: TelemetryDiagnosticsPage });
