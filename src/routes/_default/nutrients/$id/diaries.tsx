// A nutrient maker's diaries tab: the diaries using it.
import { createFileRoute } from '@tanstack/react-router';
import { BrandDiariesTab } from '@/features/catalogue/BrandTabs';

export const Route = createFileRoute('/_default/nutrients/$id/diaries')({ component: BrandDiariesTab });
