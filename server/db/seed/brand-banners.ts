// Demo banners of the demo brand managers' brands: a box, a cpm and a header banner each (drawn pictures; banners of
// those kinds seeded before with a link inside the site lead to the brand's website, as a manager's save must), and a year
// of daily views and clicks for every banner of those brands in ad_banner_days, deterministic from the seed (a weekly
// rhythm, slow growth and noise). Added once, also to a database seeded before it: a brand whose banners have figures
// before today is left as it is.
import type { Insertable, Kysely } from 'kysely';
import { addDays, dayOf, EDITABLE_BANNER_KINDS } from '../../../src/domain/brand-manager/banner-limits';
import type { AdBannerDaysTable, Database } from '../types';
import { drawPicture, PICTURE } from './ads';
import { DEMO_BRAND_MANAGERS } from './brand-managers';
import { createRng, type Rng } from './prng';

const DAYS = 365;
/** Typical views a day of each placement, and its click-through range. */
const DAILY_VIEWS: Record<string, number> = { header: 420, box: 260, sidebar: 90, cpm: 170, button: 40 };
const CTR: Record<string, [number, number]> = { header: [0.004, 0.012], box: [0.008, 0.025], sidebar: [0.005, 0.015], cpm: [0.01, 0.03], button: [0.03, 0.08] };
/** The placements each banner kind is shown in (a box banner also in the sidebar). */
const PLACEMENTS: Record<string, string[]> = { header: ['header'], box: ['box', 'sidebar'], cpm: ['cpm'], button: ['button'] };
const TEXTS: Record<(typeof EDITABLE_BANNER_KINDS)[number], { title: string; text: string }> = {
  header: { title: 'Our whole line, tested in real grow diaries', text: 'See week-by-week results from growers like you.' },
  box: { title: 'New this season', text: 'Fresh from our own grow rooms.' },
  cpm: { title: 'Ask our growers anything', text: 'Answers within a day.' },
};
/** Weekends bring more visitors. */
const WEEKDAY = [1.25, 0.9, 0.92, 0.95, 1, 1.05, 1.2];

function dayRows(rng: Rng, bannerId: number, kind: string, first: string): Insertable<AdBannerDaysTable>[] {
  const rows: Insertable<AdBannerDaysTable>[] = [];
  for (const placement of PLACEMENTS[kind] ?? []) {
    const [low, high] = CTR[placement]!;
    const ctr = low + rng.next() * (high - low);
    for (let n = 0; n < DAYS; n++) {
      const day = addDays(first, n);
      const trend = 0.6 + 0.8 * (n / DAYS);
      const weekday = WEEKDAY[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
      const views = Math.round(DAILY_VIEWS[placement]! * trend * weekday * (0.75 + rng.next() * 0.5));
      const clicks = Math.round(views * ctr * (0.6 + rng.next() * 0.8));
      rows.push({ banner_id: bannerId, kind: placement, day, views, clicks });
    }
  }
  return rows;
}

/** Adds the demo managers' banners and their year of figures unless they have figures already; returns the figure rows added. */
export async function insertDemoBrandBanners(db: Kysely<Database>, { seed, uploadsDir, now }: { seed: number; uploadsDir: string; now: Date }): Promise<number> {
  const brands = await db.selectFrom('brand_managers as m').innerJoin('users as u', 'u.id', 'm.user_id').select('m.brand_id')
    .where('u.email', 'in', DEMO_BRAND_MANAGERS.map((d) => d.email)).orderBy('m.brand_id').distinct().execute();
  const rng = createRng(seed * 4099 + 23);
  const today = dayOf(now.getTime());
  const first = addDays(today, -DAYS);
  let added = 0;
  for (const [n, { brand_id }] of brands.entries()) {
    const history = await db.selectFrom('ad_banner_days as d').innerJoin('ad_banners as a', 'a.id', 'd.banner_id').select('d.day')
      .where('a.brand_id', '=', brand_id).where('d.day', '<', today).limit(1).executeTakeFirst();
    if (history) continue;
    const brand = await db.selectFrom('brands').select(['id', 'link', 'website']).where('id', '=', brand_id).executeTakeFirstOrThrow();
    const website = brand.website || `https://brand-${brand.id}.example`;
    await db.updateTable('ad_banners').set({ url: website }).where('brand_id', '=', brand.id)
      .where('kind', 'in', [...EDITABLE_BANNER_KINDS]).where('url', 'not like', 'http%').execute();
    const known = new Set((await db.selectFrom('ad_banners').select('kind').where('brand_id', '=', brand.id).execute()).map((b) => b.kind));
    for (const kind of EDITABLE_BANNER_KINDS.filter((k) => !known.has(k))) {
      const image = `ads/demo-brand-${kind}-${String(n).padStart(2, '0')}`;
      await drawPicture(rng, uploadsDir, image, kind);
      await db.insertInto('ad_banners').values({
        brand_id: brand.id, kind, ...TEXTS[kind], image, ...PICTURE[kind], url: website,
        product_id: null, sections: '[]', enabled: 1, weight: 3, add_date: `${first}T00:00:00.000Z`, update_date: `${first}T00:00:00.000Z`,
        start_date: first, end_date: kind === 'cpm' ? addDays(today, 60) : null,
      }).execute();
    }
    const banners = await db.selectFrom('ad_banners').select(['id', 'kind']).where('brand_id', '=', brand.id).orderBy('id').execute();
    for (const banner of banners) {
      const rows = dayRows(rng, banner.id, banner.kind, first);
      for (let start = 0; start < rows.length; start += 400) {
        await db.insertInto('ad_banner_days').values(rows.slice(start, start + 400))
          .onConflict((oc) => oc.columns(['banner_id', 'kind', 'day']).doNothing()).execute();
      }
      added += rows.length;
    }
  }
  return added;
}
