// The diagnostic pages under the overview, as one route: ads (adv), telemetry (ga), impression tracking and sign-in
// (oauth); any other name is the not-found page.
import { createFileRoute } from '@tanstack/react-router';
import { AdDiagnosticsPage } from '@/features/diagnostics/AdDiagnosticsPage';
import { OAuthDiagnosticsPage } from '@/features/diagnostics/OAuthDiagnosticsPage';
import { ImpressionDiagnosticsPage } from '@/features/telemetry/ImpressionDiagnosticsPage';
import { TelemetryDiagnosticsPage } from '@/features/telemetry/TelemetryDiagnosticsPage';
import { oneOfParams } from '@/routes/-params';

const DIAGNOSTIC_PAGES = {
  adv: AdDiagnosticsPage,
  ga: TelemetryDiagnosticsPage,
  impressions: ImpressionDiagnosticsPage,
  oauth: OAuthDiagnosticsPage,
};

export const Route = createFileRoute('/_light/tests/$page')({
  params: oneOfParams('page', ['adv', 'ga', 'impressions', 'oauth'] as const),
  component: DiagnosticRoute,
});

function DiagnosticRoute() {
  const Page = DIAGNOSTIC_PAGES[Route.useParams().page];
  return <Page />;
}
