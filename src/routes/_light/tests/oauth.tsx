// Diagnostics of sign-in: the session on this device and the OAuth providers the server offers.
import { createFileRoute } from '@tanstack/react-router';
import { OAuthDiagnosticsPage } from '@/features/diagnostics/OAuthDiagnosticsPage';

export const Route = createFileRoute('/_light/tests/oauth')({ component: OAuthDiagnosticsPage });
