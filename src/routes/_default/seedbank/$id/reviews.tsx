// A breeder's reviews tab: its reviews.
import { createFileRoute } from '@tanstack/react-router';
import { BrandReviewsTab } from '@/features/catalogue/BrandTabs';

export const Route = createFileRoute('/_default/seedbank/$id/reviews')({ component: BrandReviewsTab });
