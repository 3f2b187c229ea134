// A breeder's gallery tab: photos of those diaries.
import { createFileRoute } from '@tanstack/react-router';
import { BrandGalleryTab } from '@/features/catalogue/BrandTabs';

export const Route = createFileRoute('/_default/seedbank/$id/gallery')({ component: BrandGalleryTab });
