// The user entity of spec §3 and the bodies of sign-up and sign-in.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_NAME_MAX_LENGTH, USER_NAME_MIN_LENGTH } from './user-limits';

export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  link: z.string(),
  status: z.string(),
  avatar: z.string().nullable(),
  avatar_small: z.string().nullable(),
  avatar_little: z.string().nullable(),
  /** The signed-in user's own access flags (session answers only), e.g. view_extra (src/domain/telemetry/access.ts). */
  access: z.array(z.string()).optional(),
  /** Whether the signed-in user confirmed their e-mail address (session answers only). */
  email_confirmed: z.boolean().optional(),
  /** Present (true) while the grower has premium: the gold mark beside their name and on their diaries. */
  is_premium: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

/** A public grower profile: the user plus counters. */
export const userProfileSchema = userSchema.extend({
  add_date: z.string(),
  cnt_diaries: z.number(),
  cnt_followers: z.number(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const USER_NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** POST /api/users: register a new account. */
export const signupBodySchema = z.object({
  name: z.string().trim().min(USER_NAME_MIN_LENGTH).max(USER_NAME_MAX_LENGTH).regex(USER_NAME_PATTERN),
  email: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).email(),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/** POST /api/session: sign in with an e-mail address or a user name. */
export const signinBodySchema = z.object({
  login: z.string().trim().toLowerCase().min(1).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type SigninBody = z.infer<typeof signinBodySchema>;

/** The answer of sign-up and sign-in: an opaque bearer token and who it belongs to. */
export const sessionSchema = z.object({ token: z.string(), user: userSchema });
export type Session = z.infer<typeof sessionSchema>;
