// The kind and id in a banner page's path (/banners/edit/{kind}/{id}, /banners/statistic/{kind}/{id}): box, cpm or
// header, and 0 for a new banner, a server id, or a temporary (negative) id; anything else is the 404 page.
import { notFound } from '@tanstack/react-router';
import { EDITABLE_BANNER_KINDS, type EditableBannerKind } from '@/domain/brand-manager/banner-kinds';
import { editorIdParams } from './editor-id-params';

export const bannerParams = {
  parse: ({ kind, id }: { kind: string; id: string }) => {
    if (!(EDITABLE_BANNER_KINDS as readonly string[]).includes(kind)) throw notFound();
    return { kind: kind as EditableBannerKind, ...editorIdParams.parse({ id }) };
  },
  stringify: ({ kind, id }: { kind: EditableBannerKind; id: number }) => ({ kind, id: String(id) }),
};
