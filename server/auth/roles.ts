// Roles and the guards of moderation and operator calls: every account is a 'user'; moderators and admins moderate;
// only admins operate (any admin API).
import type { FastifyRequest } from 'fastify';
import type { UserRole, UserRow } from '../db/types';
import { forbidden } from '../http/errors';
import { requireUser } from './request-user';

const MODERATING_ROLES: readonly UserRole[] = ['moderator', 'admin'];

/** 403 unless the user is a moderator or an admin. */
export function requireModerator(user: UserRow): void {
  if (!MODERATING_ROLES.includes(user.role)) throw forbidden('Only moderators may do this.');
}

/** The signed-in admin of a request: 401 for a guest, 403 for anyone else. */
export function requireAdmin(request: FastifyRequest): UserRow {
  const { user } = requireUser(request);
  if (user.role !== 'admin') throw forbidden('Only admins may do this.');
  return user;
}
