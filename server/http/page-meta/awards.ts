// The metadata of the awards' pages: an award or event (/awards/{year}, /grow-awards for the newest year, /cdc-2022,
// /poty-2022) as Event data (dates of voting with +02:00, online attendance, the site as organiser), and /awards,
// every award and event, as ItemList data; 404 for a year or event that does not exist.
import type { AwardSummary } from '../../../src/domain/award/award';
import { AWARD_EVENT_PAGES, awardPath } from '../../../src/domain/award/award-limits';
import { pageTitle, PRODUCT_NAME, publishedDate, shortDescription } from '../../../src/domain/page/page-meta';
import { listAwards } from '../../services/awards';
import type { MetaResolver, RouteMeta } from './types';

/** An award's page: Event structured data for the time voting runs. */
export function awardMeta(award: AwardSummary, pathname: string, origin: string): RouteMeta {
  const canonical = new URL(pathname, origin).toString();
  const description = shortDescription(award.description || award.title);
  return {
    found: true,
    meta: {
      title: pageTitle(award.title), description, canonical, type: 'website',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: award.title,
        description,
        url: canonical,
        startDate: publishedDate(award.start_date),
        endDate: publishedDate(award.end_date),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', url: canonical },
        organizer: { '@type': 'Organization', name: PRODUCT_NAME, url: new URL('/', origin).toString() },
      },
    },
  };
}

const EVENT_PAGE = new RegExp(`^/(${AWARD_EVENT_PAGES.join('|')})/?$`);

/** /awards, /awards/{year}, /grow-awards and the event pages. */
export const awardPagesMeta: MetaResolver = async (db, pathname, origin) => {
  const year = /^\/awards\/([^/]+)\/?$/.exec(pathname)?.[1];
  const event = EVENT_PAGE.exec(pathname)?.[1];
  const isIndex = /^\/awards\/?$/.test(pathname);
  const isLatest = /^\/grow-awards\/?$/.test(pathname);
  if (year === undefined && event === undefined && !isIndex && !isLatest) return undefined;
  const [years, events] = await Promise.all([listAwards(db, 'years'), listAwards(db, 'events')]);
  if (isLatest) return years.items[0] ? awardMeta(years.items[0], '/grow-awards', origin) : { found: false };
  const wanted = year ?? event;
  if (wanted !== undefined) {
    const award = [...years.items, ...events.items].find((a) => a.link === wanted && awardPath(a.link) === pathname.replace(/\/$/, ''));
    return award ? awardMeta(award, awardPath(award.link), origin) : { found: false };
  }
  const all = [...years.items, ...events.items];
  const canonical = new URL('/awards', origin).toString();
  return {
    found: true,
    meta: {
      title: pageTitle('Awards and events'), canonical, type: 'website',
      description: shortDescription(`Vote for the grow diaries, growers, strains and breeders of the year: ${all.map((a) => a.title).join(', ')}.`),
      jsonLd: {
        '@context': 'https://schema.org', '@type': 'ItemList', name: 'Awards and events', url: canonical, numberOfItems: all.length,
        itemListElement: all.map((a, index) => ({ '@type': 'ListItem', position: index + 1, name: a.title, url: new URL(awardPath(a.link), origin).toString() })),
      },
    },
  };
};
