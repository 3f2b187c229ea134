// The metadata of the giveaways' pages: a giveaway as Event data (name, description, start and end with +02:00, an
// online event at its page, the sponsor brand as organiser and sponsor, its state), the open list and the archive of
// winners (paged with ?page=N) as ItemList data; 404 for a giveaway that does not exist and a page past the last.
import type { Giveaway, GiveawayCard } from '../../../src/domain/giveaway/giveaway';
import { GIVEAWAY_PAGE_SIZE, isGiveawayLink } from '../../../src/domain/giveaway/giveaway-limits';
import { pageCount, pageNumber } from '../../../src/domain/api/paging';
import { pageTitle, publishedDate, shortDescription } from '../../../src/domain/page/page-meta';
import { getGiveaway, listGiveaways } from '../../services/giveaways';
import type { MetaResolver, RouteMeta } from './types';

const EVENT_STATUS = 'https://schema.org/EventScheduled';

/** A giveaway's page: Event structured data (description at most 200 characters, dates with +02:00). */
export function giveawayMeta(giveaway: Giveaway, origin: string): RouteMeta {
  const canonical = new URL(`/giveaways/${giveaway.link}`, origin).toString();
  const prizes = giveaway.categories.map((c) => `${c.title}: ${c.prize}`).join('; ');
  const description = shortDescription(`${giveaway.description} ${prizes}`);
  const sponsor = { '@type': 'Organization', name: giveaway.item_brand.name, url: new URL(giveaway.item_brand.link || '/', origin).toString() };
  const image = giveaway.item_brand.avatar ? new URL(giveaway.item_brand.avatar, origin).toString() : undefined;
  return {
    found: true,
    meta: {
      title: pageTitle(giveaway.title), description, canonical, image, type: 'website',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: giveaway.title,
        description,
        url: canonical,
        ...(image && { image: [image] }),
        startDate: publishedDate(giveaway.start_date),
        endDate: publishedDate(giveaway.end_date),
        eventStatus: EVENT_STATUS,
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', url: canonical },
        organizer: sponsor,
        sponsor,
        isAccessibleForFree: true,
      },
    },
  };
}

async function listMeta(db: Parameters<MetaResolver>[0], archive: boolean, pathname: string, origin: string, search: URLSearchParams): Promise<RouteMeta> {
  const page = pageNumber(search.get('page'));
  const list = await listGiveaways(db, archive ? 'archive' : 'active', (page - 1) * GIVEAWAY_PAGE_SIZE, GIVEAWAY_PAGE_SIZE, new Date());
  if (page > pageCount(list.total, GIVEAWAY_PAGE_SIZE)) return { found: false };
  const url = new URL(pathname.replace(/\/$/, ''), origin);
  if (page > 1) url.searchParams.set('page', String(page));
  const canonical = url.toString();
  const title = archive ? 'Giveaway winners' : 'Giveaways';
  const summary = (g: GiveawayCard) => (archive ? `${g.title} (${g.winners.map((w) => w.item_user.name).join(', ')})` : g.title);
  const lead = archive ? 'Winners of past giveaways' : 'Join a giveaway with your grow diary and vote for the best';
  return {
    found: true,
    meta: {
      title: pageTitle(title, page), canonical, type: 'website',
      description: shortDescription(`${lead}: ${list.items.slice(0, 3).map(summary).join('; ')}`),
      jsonLd: {
        '@context': 'https://schema.org', '@type': 'ItemList', name: title, url: canonical, numberOfItems: list.items.length,
        itemListElement: list.items.map((g, index) => ({ '@type': 'ListItem', position: index + 1, name: g.title, url: new URL(`/giveaways/${g.link}`, origin).toString() })),
      },
    },
  };
}

/** /giveaways, /giveaways/archive and /giveaways/{var} (a giveaway's link); any other path under /giveaways/ is no page. */
export const giveawayPagesMeta: MetaResolver = async (db, pathname, origin, search) => {
  const match = /^\/giveaways(?:\/(.+?))?\/?$/.exec(pathname);
  if (!match) return undefined;
  const ref = match[1];
  if (ref === undefined) return listMeta(db, false, pathname, origin, search);
  if (ref === 'archive') return listMeta(db, true, pathname, origin, search);
  if (!isGiveawayLink(ref)) return { found: false };
  const giveaway = await getGiveaway(db, ref, 0, new Date());
  return giveaway ? giveawayMeta(giveaway, origin) : { found: false };
};
