// A piece of equipment's index tab: its description and reviews, with the grower's own.
import { createFileRoute } from '@tanstack/react-router';
import { ProductIndexTab } from '@/features/catalogue/ProductTabs';

export const Route = createFileRoute('/_default/$category/$id_/$id2/')({ component: ProductIndexTab });
