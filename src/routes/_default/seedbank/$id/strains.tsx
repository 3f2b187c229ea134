// A breeder's strains tab: its strains.
import { createFileRoute } from '@tanstack/react-router';
import { BrandProductsTab } from '@/features/catalogue/BrandTabs';

export const Route = createFileRoute('/_default/seedbank/$id/strains')({ component: BrandProductsTab });
