// Ads: banners for a page section, views and clicks counted per banner, placement and day, and the signed
// statistics entries of guests (keys derived from a server secret, nonces remembered against replays).
import { randomBytes, webcrypto } from 'node:crypto';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { PLACEMENT_BANNER_KIND, type AdAction, type AdPlacement, type BannerKind } from '../../src/domain/ads/ad-kinds';
import { IGNORED_AD_SECTIONS } from '../../src/domain/ads/ad-sections';
import { deriveAdStatKey, judgeAdStat, parseAdStatStamp, type AdStatVerdict } from '../../src/domain/ads/ad-signature';
import type { AdBanner, AdList, AdStatAnswer, AdStatBody, AdStatistic, AdStatSkipReason } from '../../src/domain/ads/ads';
import type { AdBannersTable, Database } from '../db/types';
import { HttpError } from '../http/errors';
import { photoUrls } from '../media/image-sizes';

type Db = Kysely<Database>;
const subtle = webcrypto.subtle as SubtleCrypto;

/** Signed entries are accepted this long after they were made; their nonces are kept as long. */
export const AD_STAT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Slack for device clocks ahead of the server (the app stamps with the server's time it learnt). */
const AD_STAT_MAX_AHEAD_MS = 5 * 60 * 1000;
const SECRET_META_KEY = 'ad_stat_secret';

/** The UTC day (YYYY-MM-DD) of a time in milliseconds. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function bannersWithBrand(db: Db) {
  return db.selectFrom('ad_banners as a').innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select(['a.id', 'a.kind', 'a.brand_id', 'b.name as brand_name', 'a.title', 'a.text', 'a.image', 'a.width', 'a.height', 'a.url', 'a.product_id', 'a.weight', 'a.enabled']);
}

type BannerRow = Awaited<ReturnType<ReturnType<typeof bannersWithBrand>['execute']>>[number];

function toBanner(row: BannerRow): AdBanner {
  return {
    id: row.id, kind: row.kind, brand_id: row.brand_id, brand_name: row.brand_name, title: row.title, text: row.text,
    image: row.image ? { ...photoUrls(row.image), width: row.width, height: row.height } : null,
    url: row.url, product_id: row.product_id, weight: row.weight,
  };
}

const isIgnored = (section: string) => (IGNORED_AD_SECTIONS as readonly string[]).includes(section);

/** Banners served on a UTC day: enabled, and the day within their first and last days (either may be open). */
function servedOn(day: string) {
  return (eb: ExpressionBuilder<Database & { a: AdBannersTable }, 'a'>) => eb.and([
    eb('a.enabled', '=', 1),
    eb.or([eb('a.start_date', 'is', null), eb('a.start_date', '<=', day)]),
    eb.or([eb('a.end_date', 'is', null), eb('a.end_date', '>=', day)]),
  ]);
}

/** Banners of the kinds served today that target the section (or every section), heaviest first. */
export async function listBanners(db: Db, kinds: BannerKind[], section: string, now = Date.now()): Promise<AdBanner[]> {
  if (isIgnored(section)) return [];
  const rows = await bannersWithBrand(db)
    .where(servedOn(utcDay(now))).where('a.kind', 'in', kinds)
    // Sections are [a-z0-9-] words (validated), so they are safe inside a LIKE pattern.
    .where((eb) => eb.or([eb('a.sections', '=', '[]'), eb('a.sections', 'like', `%"${section}"%`)]))
    .orderBy('a.weight', 'desc').orderBy('a.id').execute();
  return rows.map(toBanner);
}

/** GET /api/adv (and /fully, with the button banners): the banners a page of the section may show. */
export async function listAdsFor(db: Db, section: string, withButtons: boolean): Promise<AdList> {
  const banners = await listBanners(db, withButtons ? ['header', 'cpm', 'box', 'button'] : ['header', 'cpm', 'box'], section);
  const of = (kind: BannerKind) => banners.filter((b) => b.kind === kind);
  return {
    items_header: of('header'), items_cpm: of('cpm'), items_box: of('box'),
    ...(withButtons ? { items_button: of('button') } : {}),
    ignore_sections: [...IGNORED_AD_SECTIONS],
  };
}

interface DayCount { bannerId: number; placement: AdPlacement; day: string; views: number; clicks: number }

/** Adds views and clicks to the banner's row of the placement and day (created at the first count). */
async function addToDay(db: Db, { bannerId, placement, day, views, clicks }: DayCount): Promise<void> {
  await db.insertInto('ad_banner_days').values({ banner_id: bannerId, kind: placement, day, views, clicks })
    .onConflict((oc) => oc.columns(['banner_id', 'kind', 'day']).doUpdateSet((eb) => ({
      views: eb('ad_banner_days.views', '+', eb.ref('excluded.views')),
      clicks: eb('ad_banner_days.clicks', '+', eb.ref('excluded.clicks')),
    })))
    .execute();
}

/** Banners among the ids served on the day, by id, with their kind. */
async function enabledKinds(db: Db, ids: number[], day: string): Promise<Map<number, AdBannersTable['kind']>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('ad_banners as a').select(['a.id', 'a.kind']).where('a.id', 'in', ids).where(servedOn(day)).execute();
  return new Map(rows.map((r) => [r.id, r.kind]));
}

const fitsPlacement = (kind: AdBannersTable['kind'] | undefined, placement: AdPlacement) => kind !== undefined && PLACEMENT_BANNER_KIND[placement] === kind;

/** Counts one view or click of a banner shown in a placement; false when no enabled banner of that placement has the id. */
export async function recordAdEvent(db: Db, bannerId: number, placement: AdPlacement, action: AdAction, now = Date.now()): Promise<boolean> {
  const kinds = await enabledKinds(db, [bannerId], utcDay(now));
  if (!fitsPlacement(kinds.get(bannerId), placement)) return false;
  await addToDay(db, { bannerId, placement, day: utcDay(now), views: action === 'view' ? 1 : 0, clicks: action === 'click' ? 1 : 0 });
  return true;
}

/** The enabled button banner that sells the product at the URL. */
export async function findButtonBanner(db: Db, url: string, productId: number): Promise<number | undefined> {
  const row = await db.selectFrom('ad_banners').select('id')
    .where('kind', '=', 'button').where('enabled', '=', 1).where('product_id', '=', productId).where('url', '=', url)
    .orderBy('id').executeTakeFirst();
  return row?.id;
}

const secrets = new WeakMap<Db, Promise<Uint8Array>>();

/** The server's statistics secret: made once, kept in the meta table (the same for every server process). */
function adStatSecret(db: Db): Promise<Uint8Array> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db.insertInto('meta').values({ key: SECRET_META_KEY, value: randomBytes(32).toString('hex') })
        .onConflict((oc) => oc.column('key').doNothing()).execute();
      const row = await db.selectFrom('meta').select('value').where('key', '=', SECRET_META_KEY).executeTakeFirstOrThrow();
      return new Uint8Array(Buffer.from(row.value, 'hex'));
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/** The signing key of a guest: HMAC-SHA256(secret, "adv-stat:" + guest), base64url. */
export async function adStatKeyOf(db: Db, guest: string): Promise<string> {
  return deriveAdStatKey(subtle, await adStatSecret(db), guest);
}

const REFUSALS: Record<AdStatSkipReason, () => HttpError> = {
  replayed: () => new HttpError(403, 'replayed', 'These statistics entries were already counted.'),
  expired: () => new HttpError(400, 'expired', 'These statistics entries are too old (or dated ahead of the server) to be counted.'),
  unknown_banner: () => new HttpError(400, 'unknown_banner', 'These statistics entries name banners that are not shown.'),
};

/**
 * POST /api/adv/stat: counts the well-signed entries of a guest.
 * 1. Any entry with a wrong signature refuses the whole batch (403 bad_signature): the app never makes one.
 * 2. Entries too old or ahead, with a nonce the guest used before (or twice in the batch), or naming a banner
 *    that is not shown in that placement are skipped; the rest count on the UTC day they were made.
 * 3. A batch with nothing to count is refused with the first reason (403 replayed, 400 expired or unknown banner).
 */
export async function acceptAdStats(db: Db, body: AdStatBody, now = Date.now()): Promise<AdStatAnswer> {
  const key = await adStatKeyOf(db, body.guest);
  return db.transaction().execute(async (trx) => {
    const stamps = body.items.map((item) => parseAdStatStamp(item.h));
    const nonces = stamps.flatMap((stamp) => (stamp ? [stamp.nonce] : []));
    const used = new Set(nonces.length === 0 ? [] : (await trx.selectFrom('ad_stat_nonces').select('nonce')
      .where('guest', '=', body.guest).where('nonce', 'in', nonces).execute()).map((r) => r.nonce));
    const verdicts: AdStatVerdict[] = [];
    for (const item of body.items) {
      const verdict = await judgeAdStat(subtle, key, item, { now, maxAgeMs: AD_STAT_MAX_AGE_MS, maxAheadMs: AD_STAT_MAX_AHEAD_MS, isUsed: (n) => used.has(n) });
      if (verdict === 'bad_signature') throw new HttpError(403, 'bad_signature', 'A statistics entry has a wrong signature.');
      if (verdict === 'ok') used.add(parseAdStatStamp(item.h)!.nonce);
      verdicts.push(verdict);
    }
    const kinds = await enabledKinds(trx, [...new Set(body.items.map((item) => item.i))], utcDay(now));
    const skipped: AdStatAnswer['skipped'] = [];
    const counts = new Map<string, DayCount>();
    const addedAt = new Date(now).toISOString();
    for (const [index, item] of body.items.entries()) {
      const verdict = verdicts[index]!;
      if (verdict === 'replayed' || verdict === 'expired') {
        skipped.push({ index, reason: verdict });
        continue;
      }
      if (!fitsPlacement(kinds.get(item.i), item.t)) {
        skipped.push({ index, reason: 'unknown_banner' });
        continue;
      }
      const stamp = stamps[index]!;
      const inserted = await trx.insertInto('ad_stat_nonces').values({ guest: body.guest, nonce: stamp.nonce, add_date: addedAt })
        .onConflict((oc) => oc.columns(['guest', 'nonce']).doNothing()).executeTakeFirst();
      // A concurrent batch took the nonce first.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
        skipped.push({ index, reason: 'replayed' });
        continue;
      }
      const day = utcDay(stamp.ts);
      const id = `${item.i}|${item.t}|${day}`;
      const count = counts.get(id) ?? { bannerId: item.i, placement: item.t, day, views: 0, clicks: 0 };
      if (item.a === 'view') count.views += 1;
      else count.clicks += 1;
      counts.set(id, count);
    }
    for (const count of counts.values()) await addToDay(trx, count);
    const accepted = body.items.length - skipped.length;
    if (accepted === 0) throw REFUSALS[skipped[0]!.reason]();
    return { accepted, skipped };
  });
}

/** Forgets nonces of entries too old to be accepted anyway. */
export async function purgeAdStatNonces(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('ad_stat_nonces').where('add_date', '<', new Date(now - AD_STAT_MAX_AGE_MS - AD_STAT_MAX_AHEAD_MS).toISOString()).execute();
}

/** One banner, enabled or not. */
export async function getBanner(db: Db, id: number): Promise<AdBanner | undefined> {
  const row = await bannersWithBrand(db).where('a.id', '=', id).executeTakeFirst();
  return row && toBanner(row);
}

/** Views and clicks of a banner per day and placement (oldest day first), within the days asked, and their totals. */
export async function bannerStatistic(db: Db, banner: AdBanner, from?: string, to?: string): Promise<AdStatistic> {
  let query = db.selectFrom('ad_banner_days').select(['day', 'kind', 'views', 'clicks']).where('banner_id', '=', banner.id);
  if (from) query = query.where('day', '>=', from);
  if (to) query = query.where('day', '<=', to);
  const rows = await query.orderBy('day').orderBy('kind').execute();
  const days = rows.map((r) => ({ day: r.day, kind: r.kind as AdPlacement, views: Number(r.views), clicks: Number(r.clicks) }));
  const total = days.reduce((sum, d) => ({ views: sum.views + d.views, clicks: sum.clicks + d.clicks }), { views: 0, clicks: 0 });
  return { banner, days, total };
}
