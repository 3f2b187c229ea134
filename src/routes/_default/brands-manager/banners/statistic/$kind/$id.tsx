// /brands-manager/banners/statistic/{box|cpm|header}/{id}: one banner's views, clicks and CTR per day.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { bannerParams } from '@/features/brands-manager/banner-params';
import { BannerStatistics } from '@/features/brands-manager/BannerStatistics';

export const Route = createFileRoute('/_default/brands-manager/banners/statistic/$kind/$id')({
  params: {
    ...bannerParams,
    // Only a banner the server knows has figures.
    parse: (raw: { kind: string; id: string }) => {
      const parsed = bannerParams.parse(raw);
      if (parsed.id <= 0) throw notFound();
      return parsed;
    },
  },
  component: BannerStatisticRoute,
});

function BannerStatisticRoute() {
  const banner = Route.useParams();
  return <BannerStatistics key={`${banner.kind}:${banner.id}`} banner={banner} />;
}
