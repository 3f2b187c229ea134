// Roles and the guards of moderation and operator calls: every account is a 'user'; moderators and admins moderate;
// only admins operate (any admin API).
import type { UserRole, UserRow } from '../db/types';
import { forbidden } from '../http/errors';

const MODERATING_ROLES: readonly UserRole[] = ['moderator', 'admin'];

/** 403 unless the user is a moderator or an admin. */
export function requireModerator(user: UserRow): void {
  if (!MODERATING_ROLES.includes(user.role)) throw forbidden('Only moderators may do this.');
}

/** 403 unless the user is an admin (users.role = 'admin'). */
export function requireAdmin(user: UserRow): void {
  if (user.role !== 'admin') throw forbidden('Only administrators may see this.');
}
