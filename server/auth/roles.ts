// Roles and the guard of moderation calls: every account is a 'user'; moderators and admins moderate.
import type { UserRole, UserRow } from '../db/types';
import { forbidden } from '../http/errors';

const MODERATING_ROLES: readonly UserRole[] = ['moderator', 'admin'];

/** 403 unless the user is a moderator or an admin. */
export function requireModerator(user: UserRow): void {
  if (!MODERATING_ROLES.includes(user.role)) throw forbidden('Only moderators may do this.');
}
