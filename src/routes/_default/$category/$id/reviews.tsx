// An equipment maker of the category's reviews tab: its reviews.
import { createFileRoute } from '@tanstack/react-router';
import { BrandReviewsTab } from '@/features/catalogue/BrandTabs';

export const Route = createFileRoute('/_default/$category/$id/reviews')({ component: BrandReviewsTab });
