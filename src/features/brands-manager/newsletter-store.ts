// A managed brand's newsletters on the device: read from GET /api/brands-manager/newsletters (keeping what still waits
// in the outbox), drafts created, saved and deleted here at once and sent, each queued for the server (works offline);
// a newsletter's chart is read from the API when shown.
import { db, type BrandNewsletterRecord, type ManagedBrandRecord } from '@/db/database';
import { brandNewsletterTarget } from '@/domain/api/change-targets';
import type { BrandNewslettersPage, NewsletterBody, NewsletterChart } from '@/domain/brand-manager/newsletter';
import { BRAND_NEWSLETTERS_PAGE } from '@/domain/brand-manager/newsletter-limits';
import { dropUnsentCreate, queueWrite, writeLocally } from '@/sync/outbox/queue';
import { isTempId, newTempId } from '@/sync/outbox/temp-ids';
import { apiRequest } from '@/sync/transport/http';
import { fetchEveryPage } from '@/sync/transport/every-page';
import { createBrandNewsletter, deleteBrandNewsletter, sendBrandNewsletter, updateBrandNewsletter } from './newsletter-mutators';

const BASE = '/api/brands-manager/newsletters';

/** Creates (id null) or saves a draft on the device at once and queues it; answers the draft's id. */
export async function saveNewsletterDraft(brand: ManagedBrandRecord, id: number | null, typed: NewsletterBody): Promise<number> {
  const fields = { subject: typed.subject.trim(), body: typed.body.trim() };
  const newsletterId = id ?? newTempId();
  await writeLocally([db.brandNewsletters], async () => {
    const stored = await db.brandNewsletters.get(newsletterId);
    const at = new Date().toISOString();
    await db.brandNewsletters.put({
      id: newsletterId, brand_id: brand.id, status: 'draft', add_date: at, send_date: null, cnt_sends: 0, cnt_opens: 0, cnt_clicks: 0,
      ...stored, ...fields, update_date: at, synced_at: stored?.synced_at ?? 0,
    });
    const args = { id: newsletterId, brand_id: brand.id, ...fields };
    if (id === null) await queueWrite(createBrandNewsletter, args, { label: fields.subject, createsId: newsletterId });
    else await queueWrite(updateBrandNewsletter, args, { label: fields.subject, editOf: newsletterId });
  });
  return newsletterId;
}

/** Sends a draft: shown as sent at once (its figures come with the server's answer), queued for the server. */
export async function sendNewsletterDraft(id: number, subject: string): Promise<void> {
  await writeLocally([db.brandNewsletters], async () => {
    await db.brandNewsletters.update(id, { status: 'sent', send_date: new Date().toISOString() });
    await queueWrite(sendBrandNewsletter, { id, subject }, { label: subject });
  });
}

/** Deletes a draft; the server is told unless its create never left. */
export async function removeNewsletterDraft(newsletter: BrandNewsletterRecord): Promise<void> {
  await writeLocally([db.brandNewsletters], async () => {
    if (!(await dropUnsentCreate(newsletter.id))) {
      await queueWrite(deleteBrandNewsletter, { id: newsletter.id, subject: newsletter.subject }, { label: newsletter.subject });
    }
    await db.brandNewsletters.delete(newsletter.id);
  });
}

/**
 * Every newsletter of a brand into the device (page by page), keeping those with a change still waiting, those made
 * here, and those whose own answer arrived after the list was asked for.
 */
export async function refreshBrandNewsletters(brandId: number): Promise<void> {
  const asked = Date.now();
  const items = await fetchEveryPage<BrandNewslettersPage['items'][number]>(BASE, { brand_id: brandId }, BRAND_NEWSLETTERS_PAGE);
  await db.transaction('rw', db.brandNewsletters, db.outbox, async () => {
    const waiting = new Set((await db.outbox.where('target').startsWith('brand-newsletter:').toArray()).map((m) => m.target));
    const newer = new Set(await db.brandNewsletters.where('brand_id').equals(brandId).filter((row) => row.synced_at >= asked).primaryKeys());
    const keep = (id: number) => isTempId(id) || waiting.has(brandNewsletterTarget(id)) || newer.has(id);
    const fresh = new Set(items.map((n) => n.id));
    await db.brandNewsletters.where('brand_id').equals(brandId).filter((row) => !fresh.has(row.id) && !keep(row.id)).delete();
    const charts = new Map((await db.brandNewsletters.bulkGet([...fresh])).flatMap((row) => (row?.chart ? [[row.id, row.chart] as const] : [])));
    await db.brandNewsletters.bulkPut(items.filter((n) => !keep(n.id)).map((n) => ({ ...n, chart: charts.get(n.id), synced_at: Date.now() })));
  });
}

/** GET /newsletters/{id}/chart into the newsletter's stored row, so a chart once shown opens offline. */
export async function refreshNewsletterChart(id: number): Promise<void> {
  const chart = await apiRequest<NewsletterChart>(`${BASE}/${id}/chart`);
  await db.brandNewsletters.update(id, { chart: chart.items });
}

/** The brand's stored newsletters, newest first (drafts made here, with negative ids, on top). */
export const readBrandNewsletters = async (brandId: number): Promise<BrandNewsletterRecord[]> =>
  (await db.brandNewsletters.where('brand_id').equals(brandId).toArray())
    .sort((a, b) => Number(isTempId(b.id)) - Number(isTempId(a.id)) || b.add_date.localeCompare(a.add_date) || b.id - a.id);
export const readBrandNewsletter = (id: number) => db.brandNewsletters.get(id);
/** The targets of newsletter writes still waiting (shown as waiting beside their newsletter). */
export const readWaitingNewsletters = async () => new Set((await db.outbox.where('target').startsWith('brand-newsletter:').toArray()).map((m) => m.target));
