// Settings API of spec §7 Users (the pages of /grower/{id}/settings), the account's owner only: 401 guest, 403 anyone
// else (admins included: settings hold the e-mail), 404 unknown or deleted account.
//   GET /api/users/{id}/settings                        200 SettingsAnswer {profile (with e-mail), settings, premium, banned, invoices}
//   GET /api/users/{id}/settings/{section}              200 that part: index and socials {profile}; measures, interface,
//       notifications, subscribe {settings}; banned {banned}; premium {premium}; invoices {invoices}; password, delete,
//       cookies {} (nothing stored on the server); 404 for another section
//   PATCH /api/users/{id}/settings/{notifications|measures|interface|subscribe} {value}   200 AccountSettings (all sections):
//       the section replaced whole; measures null = the device's choice
//   PUT /api/users/{id}/settings/banned/user/{b}        200 {banned}: blocks grower b (hides their comments from me, refuses
//       their replies to me); 400 oneself, 404 unknown grower
//   DELETE /api/users/{id}/settings/banned/user/{b}     200 {banned}: unblocks b (nothing blocked: the same answer)
// Writes: X-Rniq idempotent, the write limit; 400 bad section or body ({error, message}).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '../../src/domain/api/api';
import { SETTINGS_SECTIONS } from '../../src/domain/user/profile-limits';
import { PATCHABLE_SECTIONS, settingsPatchSchema, type SettingsAnswer } from '../../src/domain/user/settings';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import { notFound } from '../http/errors';
import { createWriter } from '../http/idempotent-write';
import { blockGrower, unblockGrower } from '../services/blocks';
import { requireUserRow } from '../services/profiles';
import { getSettingsAnswer, patchSettings } from '../services/settings';
import type { RouteDeps } from './deps';
import { requireOwner } from './users';

const sectionParamsSchema = idParamSchema.extend({ section: z.enum(['index', ...SETTINGS_SECTIONS]) });
const patchParamsSchema = idParamSchema.extend({ section: z.enum(PATCHABLE_SECTIONS) });
const bannedParamsSchema = idParamSchema.extend({ a: z.literal('user'), b: z.coerce.number().int().positive().max(2 ** 31 - 1) });

/** Which part of the settings answer each page reads. */
const PART: Record<z.infer<typeof sectionParamsSchema>['section'], keyof SettingsAnswer | null> = {
  index: 'profile', socials: 'profile', measures: 'settings', interface: 'settings', notifications: 'settings', subscribe: 'settings',
  banned: 'banned', premium: 'premium', invoices: 'invoices', password: null, oauth: null, data: null, delete: null, cookies: null,
};

export const settingsRoutes: FastifyPluginAsync<RouteDeps & { writeLimiter: AttemptLimiter }> = async (app, { db, writeLimiter }) => {
  const write = createWriter(db, writeLimiter);

  /** The signed-in owner's live account of the path (401, 403, 404 otherwise). */
  async function ownLiveAccount(request: FastifyRequest, id: number): Promise<void> {
    requireUser(request);
    requireOwner(request, id);
    if ((await requireUserRow(db, id)).delete_date !== null) throw notFound('User not found');
  }

  app.get('/api/users/:id/settings', async (request): Promise<SettingsAnswer> => {
    const { id } = idParamSchema.parse(request.params);
    await ownLiveAccount(request, id);
    return getSettingsAnswer(db, id);
  });

  app.get('/api/users/:id/settings/:section', async (request) => {
    const params = sectionParamsSchema.safeParse(request.params);
    if (!params.success) throw notFound('There is no such settings page.');
    const { id, section } = params.data;
    await ownLiveAccount(request, id);
    const part = PART[section];
    if (!part) return {};
    return { [part]: (await getSettingsAnswer(db, id))[part] };
  });

  app.patch('/api/users/:id/settings/:section', (request, reply) => write(request, reply, 200, () => {
    const { id, section } = patchParamsSchema.parse(request.params);
    requireOwner(request, id);
    const patch = settingsPatchSchema.parse({ section, value: (request.body as { value?: unknown } | null)?.value });
    return (trx) => patchSettings(trx, id, patch);
  }));

  const banned = (block: boolean) => (request: FastifyRequest, reply: Parameters<typeof write>[1]) => write(request, reply, 200, () => {
    const { id, b } = bannedParamsSchema.parse(request.params);
    requireOwner(request, id);
    return async (trx) => ({ banned: await (block ? blockGrower : unblockGrower)(trx, id, b) });
  });
  app.put('/api/users/:id/settings/banned/:a/:b', banned(true));
  app.delete('/api/users/:id/settings/banned/:a/:b', banned(false));
};
