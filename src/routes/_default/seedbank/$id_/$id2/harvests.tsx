// A breeder's strain's harvests tab: harvests with it.
import { createFileRoute } from '@tanstack/react-router';
import { ProductHarvestsTab } from '@/features/catalogue/ProductTabs';

export const Route = createFileRoute('/_default/seedbank/$id_/$id2/harvests')({ component: ProductHarvestsTab });
