// A breeder's growers tab: growers using it.
import { createFileRoute } from '@tanstack/react-router';
import { BrandGrowersTab } from '@/features/catalogue/BrandTabs';

export const Route = createFileRoute('/_default/seedbank/$id/growers')({ component: BrandGrowersTab });
