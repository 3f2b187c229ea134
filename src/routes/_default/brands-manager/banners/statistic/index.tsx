// /brands-manager/banners/statistic: views, clicks and CTR per day of every banner of the brand, summed.
import { createFileRoute } from '@tanstack/react-router';
import { BannerStatistics } from '@/features/brands-manager/BannerStatistics';

export const Route = createFileRoute('/_default/brands-manager/banners/statistic/')({ component: () => <BannerStatistics /> });
