// The e-mail calls of spec §7 Session: confirm an address, forgot and reset a password, unsubscribe by link.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './user-limits';
import { EMAIL_TOKEN_PATTERN, TOKEN_STATES, type TokenState } from './email-limits';

export type { TokenState };
import { sessionSchema } from './user';

const tokenSchema = z.string().regex(EMAIL_TOKEN_PATTERN, 'not a token of our mails');
const emailSchema = z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).email();

/** GET /api/session/email-confirmation-token ?k (the token), e (the address it was sent to). */
export const confirmEmailQuerySchema = z.object({ k: tokenSchema, e: emailSchema });
export type ConfirmEmailQuery = z.infer<typeof confirmEmailQuerySchema>;
/** Its answer: the address is confirmed now (or was already, by this same link). */
export const confirmEmailAnswerSchema = z.object({ email: z.string(), confirmed: z.literal(true) });
export type ConfirmEmailAnswer = z.infer<typeof confirmEmailAnswerSchema>;

/** POST /api/session/resend-verification: 200 with where the mail went. */
export const resendAnswerSchema = z.object({ email: z.string() });
export type ResendAnswer = z.infer<typeof resendAnswerSchema>;

/** POST /api/session/forgot-password; recaptcha is checked only where the server has a secret. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema, recaptcha: z.string().max(4000).default('') });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;
/** Its answer, the same whether or not an account has the address. */
export const forgotPasswordAnswerSchema = z.object({ sent: z.literal(true) });

/** GET /api/session/forgot-token-state ?token */
export const tokenStateQuerySchema = z.object({ token: tokenSchema });
export const tokenStateAnswerSchema = z.object({ state: z.enum(TOKEN_STATES) });
export type TokenStateAnswer = z.infer<typeof tokenStateAnswerSchema>;

/** PATCH /api/session/reset-password: the new password twice and the token of the mail. */
export const resetPasswordBodySchema = z.object({
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  password_repeat: z.string().max(PASSWORD_MAX_LENGTH),
  token: tokenSchema,
}).refine((body) => body.password === body.password_repeat, { path: ['password_repeat'], message: 'the passwords differ' });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
/** Its answer: this device is signed in with the new password, every other session ended. */
export const resetPasswordAnswerSchema = sessionSchema;

/** GET /api/session/email-unsubscribe-token ?k */
export const unsubscribeQuerySchema = z.object({ k: tokenSchema });
/** Its answer: the address gets no newsletters any more. */
export const unsubscribeAnswerSchema = z.object({ email: z.string(), unsubscribed: z.literal(true) });
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;
