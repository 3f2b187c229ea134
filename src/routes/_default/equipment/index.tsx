// /equipment: the twelve equipment categories with their counts, every equipment maker and the other equipment.
import { createFileRoute } from '@tanstack/react-router';
import { readListSearch } from '@/features/catalogue/list-search';
import { EquipmentPage } from '@/features/catalogue/ListPages';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/equipment/')({
  validateSearch: readListSearch,
  loader: loadScreenStrings,
  component: EquipmentRoute,
});

function EquipmentRoute() {
  return <EquipmentPage search={Route.useSearch()} />;
}
