// What this device keeps for offline: saved diaries, strains and breeders.
import { createFileRoute } from '@tanstack/react-router';
import { SavedPage } from '@/features/saved/SavedPage';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/saved')({
  loader: loadScreenStrings,
  component: SavedPage,
});
