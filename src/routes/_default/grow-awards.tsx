// /grow-awards: the newest year of the Grow Awards, open for voting while it runs.
import { createFileRoute } from '@tanstack/react-router';
import { GrowAwardsScreen } from '@/features/awards/AwardsScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/grow-awards')({ loader: loadScreenStrings, component: GrowAwardsScreen });
