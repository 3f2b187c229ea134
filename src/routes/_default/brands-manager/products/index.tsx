// /brands-manager/products: the brand's products.
import { createFileRoute } from '@tanstack/react-router';
import { ProductsTab } from '@/features/brands-manager/ProductsTab';

export const Route = createFileRoute('/_default/brands-manager/products/')({ component: ProductsTab });
