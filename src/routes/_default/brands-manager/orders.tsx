// /brands-manager/orders: the brand's orders from growers.
import { createFileRoute } from '@tanstack/react-router';
import { BrandOrdersTab } from '@/features/orders/BrandOrdersTab';

export const Route = createFileRoute('/_default/brands-manager/orders')({ component: BrandOrdersTab });
