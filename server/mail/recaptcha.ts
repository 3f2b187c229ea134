// The recaptcha check of forgot-password: off (anything passes) unless RECAPTCHA_SECRET is set, then asked of Google.
export type RecaptchaVerifier = (response: string, remoteIp: string) => Promise<boolean>;

/** Without a secret: every answer passes. */
export const acceptEveryRecaptcha: RecaptchaVerifier = async () => true;

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Asks reCAPTCHA's siteverify about an answer; an empty answer, an error or a refusal does not pass. */
export function createRecaptchaVerifier(secret: string, fetchImpl: typeof fetch = fetch): RecaptchaVerifier {
  return async (response, remoteIp) => {
    if (!response) return false;
    try {
      const answer = await fetchImpl(VERIFY_URL, {
        method: 'POST',
        body: new URLSearchParams({ secret, response, remoteip: remoteIp }),
        signal: AbortSignal.timeout(5000),
      });
      if (!answer.ok) return false;
      const result = (await answer.json()) as { success?: unknown };
      return result.success === true;
    } catch {
      return false;
    }
  };
}
