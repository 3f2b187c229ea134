// /giveaways: the giveaways to come and open, 20 at a time.
import { createFileRoute } from '@tanstack/react-router';
import { GiveawaysScreen } from '@/features/giveaways/GiveawaysScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/giveaways/')({
  loader: loadScreenStrings,
  component: GiveawaysIndex,
});

function GiveawaysIndex() {
  return <GiveawaysScreen list="active" />;
}
