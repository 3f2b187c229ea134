// A breeder's harvests tab: harvests with it.
import { createFileRoute } from '@tanstack/react-router';
import { BrandHarvestsTab } from '@/features/catalogue/BrandTabs';

export const Route = createFileRoute('/_default/seedbank/$id/harvests')({ component: BrandHarvestsTab });
