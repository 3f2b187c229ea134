// A brand's newsletters in the brand manager area (spec §7 /api/brands-manager/newsletters), answers in
// src/domain/brand-manager/newsletter.ts, and the open pixel and click addresses its mails carry. The manager calls need
// sign-in (401) and a brand the person manages (admins: any); anyone else is answered 403 whatever the id. Writes are
// X-Rniq idempotent with the write limit.
//   GET    /api/brands-manager/newsletters?brand_id&start&limit=1..100 (50)  200 BrandNewslettersPage, newest first
//   GET    /api/brands-manager/newsletters/{id}/chart     200 NewsletterChart: first opens and clicks per UTC day from the
//          send day to today (≤ 90 days, zeros included; a draft: none)
//   POST   /api/brands-manager/newsletters/edit/0?brand_id {subject, body (Markdown)}  200 BrandNewsletter, a new draft
//   POST   /api/brands-manager/newsletters/edit/{id}      the same body: 200, the draft saved; 409 once sent
//   DELETE /api/brands-manager/newsletters/{id}           204, a draft deleted; 409 once sent
//   POST   /api/brands-manager/newsletters/{id}/send      200 BrandNewsletter, sent: one recipient per follower of the brand
//          who takes product news by mail (settings), mailed after the answer; sending again changes nothing; 409
//          plan_limit past the plan's newsletters this month
//   GET    /api/newsletters/open/{token}                  200 a 1×1 GIF (whatever the token); a recipient's first open counts
//   GET    /api/newsletters/click/{token}?l=N             302 to the newsletter's link N; a recipient's first click counts
//          (and an open, when the pixel never loaded); 404 for an unknown token or link
import type { FastifyPluginAsync } from 'fastify';
import { brandQuerySchema } from '../../src/domain/brand-manager/brand-manager';
import {
  brandNewslettersQuerySchema, newsletterBodySchema, newsletterCreateQuerySchema, newsletterIdParamSchema, trackingLinkQuerySchema,
  trackingTokenSchema, type BrandNewslettersPage, type NewsletterChart,
} from '../../src/domain/brand-manager/newsletter';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import { badRequest, notFound } from '../http/errors';
import { createWriter } from '../http/idempotent-write';
import type { MailService } from '../mail/service';
import { brandOfManager } from '../services/brand-managers';
import {
  createNewsletter, deleteNewsletter, listNewsletters, newsletterChart, newsletterOfManager, saveNewsletter, sendNewsletter, trackNewsletter,
} from '../services/brand-newsletters';
import { mailNewsletter } from '../services/brand-newsletters-mail';
import type { RouteDeps } from './deps';

const BASE = '/api/brands-manager/newsletters';
/** The smallest transparent GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export const brandsManagerNewslettersRoutes: FastifyPluginAsync<RouteDeps & { writeLimiter: AttemptLimiter; mail: MailService }> = async (app, { db, writeLimiter, mail }) => {
  const write = createWriter(db, writeLimiter);
  const idOf = (params: unknown, what: string) => {
    const { id } = newsletterIdParamSchema.parse(params);
    if (id === 0) throw badRequest(`id: a newsletter not saved yet has nothing to ${what}.`);
    return id;
  };

  app.get(BASE, async (request): Promise<BrandNewslettersPage> => {
    const { user } = requireUser(request);
    const { brand_id, start, limit } = brandNewslettersQuerySchema.parse(request.query);
    return listNewsletters(db, await brandOfManager(db, user, brand_id), start, limit);
  });

  app.get(`${BASE}/:id/chart`, async (request): Promise<NewsletterChart> => {
    const { user } = requireUser(request);
    const { newsletter } = await newsletterOfManager(db, user, idOf(request.params, 'show'));
    return newsletterChart(db, newsletter);
  });

  app.post(`${BASE}/edit/:id`, (request, reply) => write(request, reply, 200, () => {
    const { id } = newsletterIdParamSchema.parse(request.params);
    const { brand_id } = newsletterCreateQuerySchema.parse(request.query);
    const body = newsletterBodySchema.parse(request.body);
    if (id === 0 && brand_id === undefined) throw badRequest('brand_id: a new newsletter names its brand: ?brand_id=');
    return async (trx) => {
      const { user } = requireUser(request);
      if (id === 0) return createNewsletter(trx, await brandOfManager(trx, user, brandQuerySchema.parse({ brand_id }).brand_id), body);
      return saveNewsletter(trx, (await newsletterOfManager(trx, user, id)).newsletter, body);
    };
  }));

  app.delete(`${BASE}/:id`, (request, reply) => write(request, reply, 204, () => {
    const id = idOf(request.params, 'delete');
    return async (trx) => deleteNewsletter(trx, (await newsletterOfManager(trx, requireUser(request).user, id)).newsletter);
  }));

  app.post(`${BASE}/:id/send`, async (request, reply) => {
    // Set only when this request sent it (not a replayed X-Rniq, not a newsletter sent before): its mails then leave.
    const sent: { now: number | null } = { now: null };
    await write(request, reply, 200, () => {
      const id = idOf(request.params, 'send');
      return async (trx) => {
        const answer = await sendNewsletter(trx, (await newsletterOfManager(trx, requireUser(request).user, id)).newsletter);
        if (answer.sentNow) sent.now = answer.newsletter.id;
        return answer.newsletter;
      };
    });
    const id = sent.now;
    if (id !== null) mail.later(() => mailNewsletter(db, mail, id));
    return reply;
  });

  app.get('/api/newsletters/open/:token', async (request, reply) => {
    const token = trackingTokenSchema.safeParse(request.params);
    if (token.success) await trackNewsletter(db, token.data.token, null);
    return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
  });

  app.get('/api/newsletters/click/:token', async (request, reply) => {
    const { token } = trackingTokenSchema.parse(request.params);
    const { l } = trackingLinkQuerySchema.parse(request.query);
    const href = await trackNewsletter(db, token, l);
    if (!href) throw notFound('This link is not known.');
    return reply.header('cache-control', 'no-store').redirect(href, 302);
  });
};
