// A breeder's strain's reviews tab: its reviews.
import { createFileRoute } from '@tanstack/react-router';
import { ProductReviewsTab } from '@/features/catalogue/ProductTabs';

export const Route = createFileRoute('/_default/seedbank/$id_/$id2/reviews')({ component: ProductReviewsTab });
