// An equipment maker of the category's diaries tab: the diaries using it.
import { createFileRoute } from '@tanstack/react-router';
import { BrandDiariesTab } from '@/features/catalogue/BrandTabs';

export const Route = createFileRoute('/_default/$category/$id/diaries')({ component: BrandDiariesTab });
