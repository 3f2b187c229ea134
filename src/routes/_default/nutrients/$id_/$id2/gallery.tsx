// A nutrient's gallery tab: photos of those diaries.
import { createFileRoute } from '@tanstack/react-router';
import { ProductGalleryTab } from '@/features/catalogue/ProductTabs';

export const Route = createFileRoute('/_default/nutrients/$id_/$id2/gallery')({ component: ProductGalleryTab });
