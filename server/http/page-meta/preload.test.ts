// @vitest-environment node
// The first screen's largest photo is preloaded from the HTML with the srcset and sizes the app's <img> uses; the page's
// own code and the screen strings of the language in the visitor's locale cookie are preloaded too.
import { describe, expect, it } from 'vitest';
import type { MainPage } from '../../../src/domain/diary/diary';
import { coverSrcSet, PHOTO_LAYOUTS } from '../../../src/domain/photo/photo-sizes';
import { decode, ROUTE_PRELOADS, servePages } from './test-helpers';

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
    expect(await preloadOf('/')).toEqual({ href: first.cover!.size_m, srcset: coverSrcSet(first.cover!), sizes: PHOTO_LAYOUTS.diaryCard });
    expect(await preloadOf(`/diaries/${first.id}`)).toEqual({ href: first.cover!.size_m, srcset: coverSrcSet(first.cover!), sizes: PHOTO_LAYOUTS.diaryCover });
    const diary = (await site.app.inject({ method: 'GET', url: `/api/diaries/${first.id}` })).json() as { items_week: { id: number }[] };
    expect(await preloadOf(`/diaries/${first.id}/week/${diary.items_week[0]!.id}`)).toBeNull();
  });
});

describe('preloaded code', () => {
  const preloadedFiles = async (url: string, cookie?: string) => {
    const html = (await site.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).body;
    return [...html.matchAll(/<link rel="(?:modulepreload|preload" as="style)" crossorigin href="\/([^"]+)" \/>/g)].map((link) => link[1]);
  };
  const strainPage = ROUTE_PRELOADS.routes[0]!;

  it('is the page\'s chunks and styles with the screen strings of the language in the locale cookie, English without one', async () => {
    expect((await preloadedFiles('/strains/1', 'theme=dark; locale=de')).sort()).toEqual([...strainPage.css, ...strainPage.js, 'assets/strings-de.js'].sort());
    expect(await preloadedFiles('/strains/1')).toContain('assets/strings-en.js');
    expect(await preloadedFiles('/strains/1', 'locale=xx')).toContain('assets/strings-en.js');
    expect(await preloadedFiles('/')).toEqual([]);
  });
});
