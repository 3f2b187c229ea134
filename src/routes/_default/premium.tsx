// /premium: what premium gives, its plans and buying one.
import { createFileRoute } from '@tanstack/react-router';
import { PremiumScreen } from '@/features/premium/PremiumScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/premium')({
  loader: loadScreenStrings,
  component: PremiumScreen,
});
