// An equipment maker of the category's products tab: its products.
import { createFileRoute } from '@tanstack/react-router';
import { BrandProductsTab } from '@/features/catalogue/BrandTabs';

export const Route = createFileRoute('/_default/$category/$id/products')({ component: BrandProductsTab });
