// The writes of a brand's newsletters the outbox sends (/api/brands-manager/newsletters…): a draft created under a
// temporary id, saved, deleted, and sent; how their answers are stored and how /pending shows them.
import { db, type BrandNewsletterRecord } from '@/db/database';
import { brandNewsletterTarget } from '@/domain/api/change-targets';
import type { BrandNewsletter, NewsletterBody } from '@/domain/brand-manager/newsletter';
import { defineMutator, type ReplayContext } from '@/sync/outbox/mutator';

const BASE = '/api/brands-manager/newsletters';

/** A draft as the editor sends it; `id` is temporary until its create is answered. */
export type NewsletterArgs = NewsletterBody & { id: number; brand_id: number };

const newsletterTables = () => [db.brandNewsletters];
export const toNewsletterRecord = (newsletter: BrandNewsletter): BrandNewsletterRecord => ({ ...newsletter, synced_at: Date.now() });
const body = ({ subject, body: text }: NewsletterArgs): NewsletterBody => ({ subject, body: text });

/** The server's newsletter becomes the device's, unless a later change of it waits (then the device's version stays). */
async function storeNewsletter(answer: BrandNewsletter, { laterWrites }: ReplayContext<unknown>, localId = answer.id): Promise<void> {
  if (localId !== answer.id) await db.brandNewsletters.delete(localId);
  if ((await laterWrites(brandNewsletterTarget(answer.id))).length > 0 && (await db.brandNewsletters.get(answer.id))) return;
  await db.brandNewsletters.put(toNewsletterRecord(answer));
}

const editLink = ({ id }: { id: number }) => ({ to: '/brands-manager/newsletters/edit/$id' as const, params: { id } });
const content = ({ subject, body: text }: NewsletterArgs) => [subject, text];

export const createBrandNewsletter = defineMutator<'brandNewsletter.create', NewsletterArgs, BrandNewsletter>({
  name: 'brandNewsletter.create',
  request: (args) => ({ method: 'POST', path: `${BASE}/edit/0?brand_id=${args.brand_id}`, body: body(args) }),
  target: ({ id }) => brandNewsletterTarget(id),
  replaces: false,
  creates: { kind: 'brandNewsletter', tables: newsletterTables, forget: (tempId) => db.brandNewsletters.delete(tempId) },
  answer: { tables: newsletterTables, store: (answer, context) => storeNewsletter(answer, context, context.row.creates!.temp_id) },
  pending: { kind: 'createBrandNewsletter', editLink, content },
});

export const updateBrandNewsletter = defineMutator<'brandNewsletter.update', NewsletterArgs, BrandNewsletter>({
  name: 'brandNewsletter.update',
  request: (args) => ({ method: 'POST', path: `${BASE}/edit/${args.id}`, body: body(args) }),
  target: ({ id }) => brandNewsletterTarget(id),
  replaces: true,
  intoCreate: (create, args) => ({ ...(create as NewsletterArgs), ...body(args) }),
  answer: { tables: newsletterTables, store: (answer, context) => storeNewsletter(answer, context) },
  pending: { kind: 'editBrandNewsletter', editLink, content },
});

export const sendBrandNewsletter = defineMutator<'brandNewsletter.send', { id: number; subject: string }, BrandNewsletter>({
  name: 'brandNewsletter.send',
  request: ({ id }) => ({ method: 'POST', path: `${BASE}/${id}/send` }),
  target: ({ id }) => brandNewsletterTarget(id),
  replaces: false,
  answer: { tables: newsletterTables, store: (answer, context) => storeNewsletter(answer, context) },
  pending: { kind: 'sendBrandNewsletter', editLink: () => null, content: ({ subject }) => [subject] },
});

export const deleteBrandNewsletter = defineMutator<'brandNewsletter.delete', { id: number; subject: string }>({
  name: 'brandNewsletter.delete',
  request: ({ id }) => ({ method: 'DELETE', path: `${BASE}/${id}` }),
  target: ({ id }) => brandNewsletterTarget(id),
  replaces: false,
  answer: 'ignored',
  pending: { kind: 'deleteBrandNewsletter', editLink: () => null, content: ({ subject }) => [subject] },
});

/** Every newsletter write, for the mutator registry. */
export const brandNewsletterMutators = [createBrandNewsletter, updateBrandNewsletter, sendBrandNewsletter, deleteBrandNewsletter];
