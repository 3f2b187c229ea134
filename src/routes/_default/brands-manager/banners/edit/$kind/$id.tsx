// /brands-manager/banners/edit/{box|cpm|header}/{id}: a banner's editor; 0 is a new banner, a negative id one made on this device.
import { createFileRoute } from '@tanstack/react-router';
import { bannerParams } from '@/features/brands-manager/banner-params';
import { BannerEditor } from '@/features/brands-manager/BannerEditor';

export const Route = createFileRoute('/_default/brands-manager/banners/edit/$kind/$id')({
  params: bannerParams,
  component: BannerEditorRoute,
});

function BannerEditorRoute() {
  const { kind, id } = Route.useParams();
  return <BannerEditor key={`${kind}:${id}`} kind={kind} id={id} />;
}
