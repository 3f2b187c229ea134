// A nutrient's growers tab: growers using it.
import { createFileRoute } from '@tanstack/react-router';
import { ProductGrowersTab } from '@/features/catalogue/ProductTabs';

export const Route = createFileRoute('/_default/nutrients/$id_/$id2/growers')({ component: ProductGrowersTab });
