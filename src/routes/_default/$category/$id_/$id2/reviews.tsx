// A piece of equipment's reviews tab: its reviews.
import { createFileRoute } from '@tanstack/react-router';
import { ProductReviewsTab } from '@/features/catalogue/ProductTabs';

export const Route = createFileRoute('/_default/$category/$id_/$id2/reviews')({ component: ProductReviewsTab });
