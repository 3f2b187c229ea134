// @vitest-environment node
// The first screen's largest photo is preloaded from the HTML with the srcset and sizes the app's <img> uses.
import { describe, expect, it } from 'vitest';
import type { MainPage } from '../../../src/domain/diary';
import { PHOTO_LAYOUTS, photoSrcSet } from '../../../src/domain/photo-sizes';
import { decode, servePages } from './test-helpers';

const site = servePages();

/** The preload link of a served page: its href, srcset and sizes, or null. */
async function preloadOf(url: string): Promise<{ href: string; srcset: string; sizes: string } | null> {
  const html = (await site.app.inject({ method: 'GET', url })).body;
  const link = /<link rel="preload" as="image" href="([^"]*)" imagesrcset="([^"]*)" imagesizes="([^"]*)" fetchpriority="high" \/>/.exec(html);
  return link ? { href: decode(link[1]!), srcset: decode(link[2]!), sizes: decode(link[3]!) } : null;
}

describe('preloaded first photo', () => {
  it('is the first home card cover, and a diary page its cover; a week page preloads nothing', async () => {
    const main = (await site.app.inject({ method: 'GET', url: '/api/main' })).json() as MainPage;
    const first = main.items_diary[0]!;
    expect(first.cover).not.toBeNull();
    expect(await preloadOf('/')).toEqual({ href: first.cover!.size_m, srcset: photoSrcSet(first.cover!), sizes: PHOTO_LAYOUTS.diaryCard });
    expect(await preloadOf(`/diaries/${first.id}`)).toEqual({ href: first.cover!.size_m, srcset: photoSrcSet(first.cover!), sizes: PHOTO_LAYOUTS.diaryCover });
    const diary = (await site.app.inject({ method: 'GET', url: `/api/diaries/${first.id}` })).json() as { items_week: { id: number }[] };
    expect(await preloadOf(`/diaries/${first.id}/week/${diary.items_week[0]!.id}`)).toBeNull();
  });
});
