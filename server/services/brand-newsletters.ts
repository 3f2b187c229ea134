// A brand's newsletters as its managers keep them: drafts listed, written, saved and deleted; a draft sent once, within
// the plan's newsletters a month, to the brand's followers who take product news by mail (one recipient row each, with
// its own tracking token, made in the send's transaction); and each recipient's first open and first click counted on
// the newsletter and on its UTC day, which the chart reads.
import type { Kysely, Selectable } from 'kysely';
import type { BrandNewsletter, BrandNewslettersPage, NewsletterBody, NewsletterChart } from '../../src/domain/brand-manager/newsletter';
import { NEWSLETTER_CHART_DAYS } from '../../src/domain/brand-manager/newsletter-limits';
import { newsletterLinks } from '../../src/domain/brand-manager/newsletter-markdown';
import { newSecretToken } from '../auth/secret-tokens';
import type { BrandNewslettersTable, BrandsTable, Database, UserRow } from '../db/types';
import { conflict, forbidden, notFound } from '../http/errors';
import { brandOfManager } from './brand-managers';
import { assertWithinPlan } from './brand-subscription';
import { readSettings } from './settings';

type Db = Kysely<Database>;
type Who = Pick<UserRow, 'id' | 'role'>;
type BrandRow = Selectable<BrandsTable>;
type NewsletterRow = Selectable<BrandNewslettersTable>;

const DAY_MS = 86_400_000;
const TOKEN_BYTES = 18;

const toNewsletter = (row: NewsletterRow): BrandNewsletter => ({
  id: row.id, brand_id: row.brand_id, subject: row.subject, body: row.body, status: row.status, add_date: row.add_date,
  update_date: row.update_date, send_date: row.send_date, cnt_sends: row.cnt_sends, cnt_opens: row.cnt_opens, cnt_clicks: row.cnt_clicks,
});

/** The brand's newsletters, newest first, one page. */
export async function listNewsletters(db: Db, brand: BrandRow, start: number, limit: number): Promise<BrandNewslettersPage> {
  const newsletters = db.selectFrom('brand_newsletters').where('brand_id', '=', brand.id);
  const { total } = await newsletters.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await newsletters.selectAll().orderBy('id', 'desc').limit(limit).offset(start).execute();
  return { items: rows.map(toNewsletter), start, limit, total: Number(total) };
}

/** A newsletter with its brand, which the person must manage (403 whether it exists or not; admins: 404). */
export async function newsletterOfManager(db: Db, who: Who, id: number): Promise<{ newsletter: NewsletterRow; brand: BrandRow }> {
  const newsletter = await db.selectFrom('brand_newsletters').selectAll().where('id', '=', id).executeTakeFirst();
  if (!newsletter) {
    if (who.role === 'admin') throw notFound('Newsletter not found');
    throw forbidden('Only the managers of this brand can do this.');
  }
  return { newsletter, brand: await brandOfManager(db, who, newsletter.brand_id) };
}

export const getNewsletter = toNewsletter;

/** A new draft of the brand. */
export async function createNewsletter(db: Db, brand: BrandRow, body: NewsletterBody, now = new Date()): Promise<BrandNewsletter> {
  const at = now.toISOString();
  const row = await db.insertInto('brand_newsletters').values({ brand_id: brand.id, ...body, add_date: at, update_date: at })
    .returningAll().executeTakeFirstOrThrow();
  return toNewsletter(row);
}

const sentAlready = () => conflict('This newsletter was sent: it can no longer change.');

/** Saves a draft's subject and body (409 once sent). */
export async function saveNewsletter(db: Db, newsletter: NewsletterRow, body: NewsletterBody, now = new Date()): Promise<BrandNewsletter> {
  if (newsletter.status === 'sent') throw sentAlready();
  const row = await db.updateTable('brand_newsletters').set({ ...body, update_date: now.toISOString() }).where('id', '=', newsletter.id)
    .returningAll().executeTakeFirstOrThrow();
  return toNewsletter(row);
}

/** Deletes a draft (409 once sent: its figures stay). */
export async function deleteNewsletter(db: Db, newsletter: NewsletterRow): Promise<void> {
  if (newsletter.status === 'sent') throw sentAlready();
  await db.deleteFrom('brand_newsletters').where('id', '=', newsletter.id).execute();
}

/** The brand's followers who take product news by mail, have an address and an account that is not deleted or banned. */
async function recipientsOf(db: Db, brandId: number): Promise<number[]> {
  const rows = await db.selectFrom('follows as f').innerJoin('users as u', 'u.id', 'f.user_id')
    .select(['u.id', 'u.settings']).distinct()
    .where('f.type', '=', 'brand').where('f.content_id', '=', brandId)
    .where('u.delete_date', 'is', null).where('u.is_ban', '=', 0).where('u.email', '!=', '')
    .orderBy('u.id').execute();
  return rows.filter((row) => readSettings(row.settings).subscribe.product_news).map((row) => row.id);
}

/**
 * Sends a draft: one recipient row per follower who takes product news, within the plan's newsletters this month (409
 * past it). Sending a newsletter sent before changes nothing (`sentNow` false): its recipients were mailed then.
 */
export async function sendNewsletter(db: Db, newsletter: NewsletterRow, now = new Date()): Promise<{ newsletter: BrandNewsletter; sentNow: boolean }> {
  if (newsletter.status === 'sent') return { newsletter: toNewsletter(newsletter), sentNow: false };
  await assertWithinPlan(db, newsletter.brand_id, 'newsletters', now);
  const at = now.toISOString();
  const recipients = await recipientsOf(db, newsletter.brand_id);
  if (recipients.length > 0) {
    await db.insertInto('brand_newsletter_sends')
      .values(recipients.map((user_id) => ({ newsletter_id: newsletter.id, user_id, token: newSecretToken(TOKEN_BYTES), send_date: at })))
      .onConflict((oc) => oc.columns(['newsletter_id', 'user_id']).doNothing()).execute();
  }
  const row = await db.updateTable('brand_newsletters').set({ status: 'sent', send_date: at, update_date: at, cnt_sends: recipients.length })
    .where('id', '=', newsletter.id).returningAll().executeTakeFirstOrThrow();
  return { newsletter: toNewsletter(row), sentNow: true };
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** First opens and clicks per UTC day from the send day to today (at most 90 days), days without any as zeros. */
export async function newsletterChart(db: Db, newsletter: NewsletterRow, now = new Date()): Promise<NewsletterChart> {
  if (newsletter.send_date === null) return { id: newsletter.id, items: [] };
  const first = Date.parse(`${newsletter.send_date.slice(0, 10)}T00:00:00Z`);
  const days = Math.max(1, Math.min(NEWSLETTER_CHART_DAYS, Math.floor((now.getTime() - first) / DAY_MS) + 1));
  const rows = await db.selectFrom('brand_newsletter_days').select(['day', 'opens', 'clicks']).where('newsletter_id', '=', newsletter.id).execute();
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const items = Array.from({ length: days }, (_, index) => {
    const day = dayOf(new Date(first + index * DAY_MS));
    return { day, opens: byDay.get(day)?.opens ?? 0, clicks: byDay.get(day)?.clicks ?? 0 };
  });
  return { id: newsletter.id, items };
}

/** Adds first opens and clicks to the newsletter's counters and its day's row. */
async function countOnDay(db: Db, newsletterId: number, day: string, opens: number, clicks: number): Promise<void> {
  await db.updateTable('brand_newsletters')
    .set((eb) => ({ cnt_opens: eb('cnt_opens', '+', opens), cnt_clicks: eb('cnt_clicks', '+', clicks) }))
    .where('id', '=', newsletterId).execute();
  await db.insertInto('brand_newsletter_days').values({ newsletter_id: newsletterId, day, opens, clicks })
    .onConflict((oc) => oc.columns(['newsletter_id', 'day']).doUpdateSet((eb) => ({
      opens: eb('brand_newsletter_days.opens', '+', eb.ref('excluded.opens')),
      clicks: eb('brand_newsletter_days.clicks', '+', eb.ref('excluded.clicks')),
    }))).execute();
}

/**
 * A recipient opened the newsletter (its pixel loaded) or followed one of its links: the first open and the first
 * click of each recipient count once (a click also counts as an open when the pixel never loaded). Answers the link
 * address a click goes to, or null for an unknown token or link.
 */
export async function trackNewsletter(db: Db, token: string, click: number | null, now = new Date()): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const send = await trx.selectFrom('brand_newsletter_sends as s').innerJoin('brand_newsletters as n', 'n.id', 's.newsletter_id')
      .select(['s.id', 's.newsletter_id', 's.open_date', 's.click_date', 'n.body']).where('s.token', '=', token).executeTakeFirst();
    if (!send) return null;
    const href = click === null ? null : newsletterLinks(send.body)[click] ?? null;
    if (click !== null && href === null) return null;
    const at = now.toISOString();
    const opened = send.open_date === null
      ? Number((await trx.updateTable('brand_newsletter_sends').set({ open_date: at }).where('id', '=', send.id).where('open_date', 'is', null).executeTakeFirst()).numUpdatedRows)
      : 0;
    const clicked = href !== null && send.click_date === null
      ? Number((await trx.updateTable('brand_newsletter_sends').set({ click_date: at }).where('id', '=', send.id).where('click_date', 'is', null).executeTakeFirst()).numUpdatedRows)
      : 0;
    if (opened + clicked > 0) await countOnDay(trx, send.newsletter_id, dayOf(now), opened, clicked);
    return href ?? '';
  });
}
