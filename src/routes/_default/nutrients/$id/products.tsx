// A nutrient maker's products tab: its products.
import { createFileRoute } from '@tanstack/react-router';
import { BrandProductsTab } from '@/features/catalogue/BrandTabs';

export const Route = createFileRoute('/_default/nutrients/$id/products')({ component: BrandProductsTab });
