// What each app route tells crawlers and link previews before any script runs: its metadata, or that the thing
// it names does not exist (then the answer is a 404). Each area of the app has its resolver in page-meta/.
import type { Kysely } from 'kysely';
import { EAGER_COVERS, leadCoverIndex } from '../../src/domain/diary/card-covers';
import { pageTitle, PRODUCT_NAME } from '../../src/domain/page/page-meta';
import type { Database } from '../db/types';
import { listDiaryCards } from '../services/diaries';
import { cataloguePagesMeta } from './page-meta/catalogue';
import { diaryPageMeta } from './page-meta/diaries';
import { preloadCover } from './page-meta/preload';
import { strainPagesMeta } from './page-meta/strains';
import { discoveryPagesMeta } from './page-meta/discovery';
import { profilePagesMeta } from './page-meta/profiles';
import { questionPagesMeta } from './page-meta/questions';
import { journalPagesMeta } from './page-meta/journal';
import { shortPagesMeta } from './page-meta/shorts';
import { giveawayPagesMeta } from './page-meta/giveaways';
import { awardPagesMeta } from './page-meta/awards';
import { staticPagesMeta } from './page-meta/static-pages';
import type { MetaResolver, RouteMeta } from './page-meta/types';

export type { RouteMeta } from './page-meta/types';

export const DEFAULT_DESCRIPTION = 'Grow diaries week by week: photos, conditions, nutrients and harvests from growers worldwide. Works offline.';

/** Pages of one person, diagnostics and operators' pages: never indexed. */
const PRIVATE_PAGES = [/^\/diaries\/edit\//, /^\/diaries\/[^/]+\/edit\//, /^\/diaries\/[^/]+\/weeks\/[^/]+\/(edit|smoke)$/, /^\/pending$/, /^\/saved$/, /^\/auth\//, /^\/tests(\/|$)/, /^\/admin\//, /^\/grow-questions\/edit(\/|$)/, /^\/journal\/edit(\/|$)/, /^\/shorts\/edit(\/|$)/, /^\/brands?-manager(\/|$)/];

const privatePageMeta: MetaResolver = async (_db, pathname, origin) => {
  if (!PRIVATE_PAGES.some((page) => page.test(pathname))) return undefined;
  return { found: true, meta: { title: PRODUCT_NAME, description: DEFAULT_DESCRIPTION, canonical: new URL(pathname, origin).toString(), type: 'website', noindex: true } };
};

const homePageMeta: MetaResolver = async (db, pathname, origin) => {
  if (pathname !== '/') return undefined;
  const canonical = new URL(pathname, origin).toString();
  // The first screen's first cover is its largest picture (a new diary without photos may come first).
  const firstScreen = (await listDiaryCards(db, 0, EAGER_COVERS)).items;
  const cover = firstScreen[leadCoverIndex(firstScreen)]?.cover;
  return {
    found: true,
    meta: {
      title: pageTitle('Fresh grow diaries'), description: DEFAULT_DESCRIPTION, canonical, type: 'website',
      ...(cover && { preloadImage: preloadCover(cover, 'diaryCard') }),
      jsonLd: { '@context': 'https://schema.org', '@type': 'WebSite', name: PRODUCT_NAME, url: canonical, description: DEFAULT_DESCRIPTION },
    },
  };
};

/** Asked in order; the first that knows the path answers. */
const RESOLVERS: MetaResolver[] = [privatePageMeta, diaryPageMeta, strainPagesMeta, discoveryPagesMeta, profilePagesMeta, questionPagesMeta, journalPagesMeta, shortPagesMeta, giveawayPagesMeta, awardPagesMeta, staticPagesMeta, cataloguePagesMeta, homePageMeta];

/** The metadata of an app route (pathname and its query), with absolute URLs on `origin`. */
export async function routeMeta(db: Kysely<Database>, pathname: string, origin: string, search = new URLSearchParams()): Promise<RouteMeta> {
  for (const resolve of RESOLVERS) {
    const answer = await resolve(db, pathname, origin, search);
    if (answer) return answer;
  }
  return { found: true, meta: { title: `${PRODUCT_NAME} — grow journals`, description: DEFAULT_DESCRIPTION, canonical: new URL(pathname, origin).toString(), type: 'website' } };
}
