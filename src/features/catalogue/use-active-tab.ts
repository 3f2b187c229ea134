// Which tab of a catalogue page the address shows: its last segment when that names a tab, else the index.
import { useRouterState } from '@tanstack/react-router';
import { isCatalogueTab, type CatalogueTab } from '@/domain/catalogue/catalogue-titles';

export function useActiveTab(): CatalogueTab | null {
  const last = useRouterState({ select: (state) => state.location.pathname.replace(/\/$/, '').split('/').pop() ?? '' });
  return isCatalogueTab(last) ? last : null;
}
