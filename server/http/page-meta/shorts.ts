// The metadata of the shorts' pages: /shorts as an ItemList of the newest shorts, /shorts/{id} and /video/{id} as
// VideoObject data (name, description of at most 200 characters, poster as thumbnail, upload date with +02:00, the
// clip as contentUrl, likes and comments as interaction counts); 404 for a short that is missing, removed or still a
// draft. The first screen's largest picture is preloaded: the feed's first poster, or the player's on a short's own
// page. The editor (/shorts/edit/...) is private (page-meta.ts).
import type { Short } from '../../../src/domain/short/short';
import { shortLink, SHORTS_PAGE_SIZE, videoLink } from '../../../src/domain/short/short-limits';
import { pageTitle, PRODUCT_NAME, publishedDate, shortDescription } from '../../../src/domain/page/page-meta';
import { getShort, listShorts } from '../../services/shorts';
import type { PageMeta } from '../html-shell';
import { isId, type MetaResolver, type RouteMeta } from './types';

const counter = (type: 'LikeAction' | 'CommentAction', count: number) => ({
  '@type': 'InteractionCounter', interactionType: { '@type': type }, userInteractionCount: count,
});

/** The poster of the feed's first short (its video's poster in ShortSlide), fetched first. */
const firstPoster = (short: Short | undefined): Pick<PageMeta, 'preloadImage'> => (short?.poster ? { preloadImage: { href: short.poster.size_m } } : {});

/** The poster of a short's own page (/video/{id}: the player's, in VideoScreen), fetched first. */
const playerPoster = (short: Short): Pick<PageMeta, 'preloadImage'> => (short.poster ? { preloadImage: { href: short.poster.size_xl } } : {});

/** A short's page (in the feed, which it opens, or on its own): VideoObject structured data. */
export function shortMeta(short: Short, pathname: string, origin: string, inFeed: boolean): RouteMeta {
  const canonical = new URL(pathname, origin).toString();
  const image = short.poster ? new URL(short.poster.size_xl, origin).toString() : undefined;
  const description = shortDescription(short.text || `${short.title}: a short by ${short.item_user.name} on ${PRODUCT_NAME}.`);
  return {
    found: true,
    meta: {
      title: pageTitle(short.title), description, canonical, image, type: 'video.other', ...(inFeed ? firstPoster(short) : playerPoster(short)),
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: short.title,
        description,
        url: canonical,
        ...(image && { thumbnailUrl: [image] }),
        uploadDate: publishedDate(short.add_date),
        ...(short.video && { contentUrl: new URL(short.video.url, origin).toString(), encodingFormat: short.video.mime }),
        embedUrl: new URL(videoLink(short.id), origin).toString(),
        author: { '@type': 'Person', name: short.item_user.name, url: new URL(short.item_user.link, origin).toString() },
        interactionStatistic: [counter('LikeAction', short.cnt_likes), counter('CommentAction', short.cnt_comments)],
      },
    },
  };
}

/** /shorts, /shorts/{id} and /video/{id}. */
export const shortPagesMeta: MetaResolver = async (db, pathname, origin) => {
  if (/^\/shorts\/?$/.test(pathname)) {
    const list = await listShorts(db, undefined, 0, SHORTS_PAGE_SIZE);
    const canonical = new URL('/shorts', origin).toString();
    return {
      found: true,
      meta: {
        title: pageTitle('Shorts'), canonical, type: 'website', ...firstPoster(list.items[0]),
        description: shortDescription(`Short grow videos from the community: ${list.items.slice(0, 3).map((s) => s.title).join('; ')}`),
        jsonLd: {
          '@context': 'https://schema.org', '@type': 'ItemList', name: 'Shorts', url: canonical, numberOfItems: list.items.length,
          itemListElement: list.items.map((s, index) => ({ '@type': 'ListItem', position: index + 1, name: s.title, url: new URL(shortLink(s.id), origin).toString() })),
        },
      },
    };
  }
  const match = /^\/(shorts|video)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  if (!isId(match[2])) return { found: false };
  const short = await getShort(db, Number(match[2]), null);
  const inFeed = match[1] === 'shorts';
  return short ? shortMeta(short, inFeed ? shortLink(short.id) : videoLink(short.id), origin, inFeed) : { found: false };
};
