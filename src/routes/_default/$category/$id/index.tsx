// An equipment maker of the category's index tab: its products at a glance and the latest diaries.
import { createFileRoute } from '@tanstack/react-router';
import { BrandIndexTab } from '@/features/catalogue/BrandTabs';

export const Route = createFileRoute('/_default/$category/$id/')({ component: BrandIndexTab });
