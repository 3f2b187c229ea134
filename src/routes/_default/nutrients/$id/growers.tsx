// A nutrient maker's growers tab: growers using it.
import { createFileRoute } from '@tanstack/react-router';
import { BrandGrowersTab } from '@/features/catalogue/BrandTabs';

export const Route = createFileRoute('/_default/nutrients/$id/growers')({ component: BrandGrowersTab });
