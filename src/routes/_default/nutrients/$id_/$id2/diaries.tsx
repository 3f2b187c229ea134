// A nutrient's diaries tab: the diaries using it.
import { createFileRoute } from '@tanstack/react-router';
import { ProductDiariesTab } from '@/features/catalogue/ProductTabs';

export const Route = createFileRoute('/_default/nutrients/$id_/$id2/diaries')({ component: ProductDiariesTab });
