// Users API of spec §7: registration and public profiles.
import type { FastifyPluginAsync } from 'fastify';
import { idParamSchema } from '../../src/domain/api/api';
import { signupBodySchema, type UserProfile } from '../../src/domain/user/user';
import { notFound } from '../http/errors';
import { registerUser } from '../services/accounts';
import { getUserProfile } from '../services/users';
import type { RouteDeps } from './deps';

export const userRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, limiters }) => {
  // Registers and signs in at once: 201 with a Session.
  app.post('/api/users', async (request, reply) => {
    const body = signupBodySchema.parse(request.body);
    return reply.code(201).send(await registerUser(db, limiters, body, request.ip));
  });

  app.get('/api/users/:id', async (request): Promise<UserProfile> => {
    const { id } = idParamSchema.parse(request.params);
    const profile = await getUserProfile(db, id);
    if (!profile) throw notFound('User not found');
    return profile;
  });
};
