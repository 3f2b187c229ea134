// A piece of equipment's harvests tab: harvests with it.
import { createFileRoute } from '@tanstack/react-router';
import { ProductHarvestsTab } from '@/features/catalogue/ProductTabs';

export const Route = createFileRoute('/_default/$category/$id_/$id2/harvests')({ component: ProductHarvestsTab });
