// The contact and partnership forms (spec §7 Brands, misc: POST /api/contacts); answers in src/domain/contact/contact.ts:
//   POST /api/contacts {kind: contact|partner, name, email, subject?, company?, website?, interest?, text}
//       201 ContactAnswer {id, kind, add_date}: the message is stored and, once committed, mailed to the site's
//       address (CONTACT_EMAIL; .eml files in DATA_DIR/mail without SMTP) with Reply-To the sender's address.
//       Guests may send. X-Rniq idempotent: a signed-in grower's send through idempotency_keys like every write, a
//       guest's by its X-Guest id (else its network address) and key, stored with the message; a replay answers the
//       first answer (Idempotent-Replay: true) and stores and mails nothing; the same key with another body 422.
//       At most CONTACTS_PER_HOUR messages an hour per sender, four times that per network address: 429 with
//       Retry-After. 400 {error, message} naming the field: no name or text, a bad e-mail or website address, a text
//       over 5000 characters; a partner request without company or interest.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { contactInputSchema } from '../../src/domain/contact/contact';
import { CONTACTS_PER_HOUR } from '../../src/domain/contact/contact-limits';
import { guestIdSchema } from '../../src/domain/ads/ads';
import { createLimiter, type AttemptLimiter } from '../auth/attempt-limiter';
import { isUniqueViolation } from '../db/database';
import type { Database } from '../db/types';
import { preferredLocale } from '../http/accept-language';
import { HttpError } from '../http/errors';
import { createWriter } from '../http/idempotent-write';
import { enforceLimit } from '../http/rate-limit';
import { transactionWithAfterCommit } from '../live/after-commit';
import { storeContact, storedGuestContact, type ContactMailing, type ContactSender } from '../services/contacts';
import { hashBody, readIdempotencyKey } from '../services/idempotency';
import type { RouteDeps } from './deps';

const HOUR_MS = 60 * 60_000;

export interface ContactRouteOptions {
  writeLimiter: AttemptLimiter;
  mailing: ContactMailing;
  limitScale?: number;
}

const tooMany = (wait: number) => `You sent several messages in a short time. Try again in ${Math.ceil(wait / 60)} minutes.`;

export const contactRoutes: FastifyPluginAsync<RouteDeps & ContactRouteOptions> = async (app, { db, writeLimiter, mailing, limitScale = 1 }) => {
  const write = createWriter(db, writeLimiter);
  const perSender = createLimiter(db, { name: 'contacts-sender', max: CONTACTS_PER_HOUR * limitScale, windowMs: HOUR_MS });
  const perAddress = createLimiter(db, { name: 'contacts-address', max: CONTACTS_PER_HOUR * 4 * limitScale, windowMs: HOUR_MS });
  /** Counts a message of the sender and its network address, on `conn` (a signed-in sender's write transaction). */
  const countSend = async (request: FastifyRequest, sender: string, conn?: Kysely<Database>) => {
    await enforceLimit(perAddress, `address:${request.ip}`, tooMany, conn);
    await enforceLimit(perSender, sender, tooMany, conn);
  };
  const senderOf = (request: FastifyRequest, userId: number | null, requestKey: string | null): ContactSender => {
    const guest = guestIdSchema.safeParse(request.headers['x-guest']);
    return {
      userId, requestKey,
      sender: userId !== null ? `user:${userId}` : guest.success ? `guest:${guest.data}` : `guest:address:${request.ip}`,
      bodyHash: hashBody(request.body),
      lang: preferredLocale(request.headers['accept-language']) ?? 'en',
    };
  };

  app.post('/api/contacts', async (request, reply) => {
    if (request.user) {
      return write(request, reply, 201, () => {
        const input = contactInputSchema.parse(request.body ?? {});
        const sender = senderOf(request, request.user!.id, null);
        return async (trx) => {
          await countSend(request, sender.sender, trx);
          return storeContact(trx, input, sender, mailing);
        };
      });
    }

    // A guest: the key is kept with the message itself (idempotency_keys belongs to accounts).
    const input = contactInputSchema.parse(request.body ?? {});
    const key = readIdempotencyKey(request);
    const sender = senderOf(request, null, key);
    const replay = async () => {
      const stored = key === null ? null : await storedGuestContact(db, sender.sender, key, sender.bodyHash);
      if (stored === 'mismatch') throw new HttpError(422, 'idempotency_mismatch', 'This request id was already used for a different change.');
      return stored && reply.code(201).header('idempotent-replay', 'true').send(stored);
    };
    const first = await replay();
    if (first) return first;
    await countSend(request, sender.sender);
    try {
      return reply.code(201).send(await transactionWithAfterCommit(db, (trx) => storeContact(trx, input, sender, mailing)));
    } catch (error) {
      // A twin with the same key committed first: answer its answer.
      const twin = isUniqueViolation(error) ? await replay() : null;
      if (twin) return twin;
      throw error;
    }
  });
};
