// @vitest-environment node
// Log hygiene: the JSON lines the server logs while requests carry every kind of secret (passwords and e-mail addresses
// in bodies, bearer tokens, the tokens of mailed links in queries and paths, the metrics token, an OAuth code and state)
// each name their request by its id and hold none of those secrets and no body; a link's address is logged with its
// secrets blanked, and a 500's error line has no body either.
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, readMailbox } from '../../tests/helpers/eml';
import { issueEmailToken } from '../services/email-tokens';
import { startTestServer, type TestServer } from '../test-support';

const PUBLIC_URL = 'https://grow.example';
const METRICS_TOKEN = 'metrics-token-7f3c9a1e5b2d4f60';
const EMAIL = 'hygiene.grower@example.com';
const PASSWORD = 'first-Passw0rd-never-logged';
const NEW_PASSWORD = 'second-Passw0rd-never-logged';
/** A value only a request body carries: a logged body would show it. */
const BODY_MARKER = 'Body_Marker_Grower';
const OAUTH_CODE = 'oauth-code-4b1d2c3e4f5a6b7c8d9e';
const OAUTH_STATE = 'S'.repeat(22) + 'state-secret-value-xy';
const NEWSLETTER_TOKEN = 'nltoken0a1b2c3d4e5f6a7b8c9d';
/** Any e-mail address, plain or percent-encoded. */
const ANY_EMAIL = /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/i;

let server: TestServer;
const lines: string[] = [];
/** The X-Request-Id of every answer. */
const answered: string[] = [];

beforeAll(async () => {
  const stream = new Writable({ write(chunk: Buffer, _encoding, done) { lines.push(...chunk.toString().split('\n').filter(Boolean)); done(); } });
  server = await startTestServer({ seed: false, metricsToken: METRICS_TOKEN, mail: { publicUrl: PUBLIC_URL }, logger: { level: 'info', stream } });
});
afterAll(() => server.close());

type LogLine = Record<string, unknown> & { request_id?: string; msg?: string; req?: { url?: string }; err?: unknown };

const parsed = (): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);

/** A request from one network address, with the bearer token if given: its status, its X-Request-Id and its JSON. */
async function call(method: 'GET' | 'POST' | 'PATCH', url: string, options: { body?: object; token?: string } = {}) {
  const res = await server.app.inject({
    method, url, remoteAddress: '10.77.0.1', ...(options.body && { payload: options.body }),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  answered.push(String(res.headers['x-request-id']));
  return { status: res.statusCode, id: String(res.headers['x-request-id']), json: () => res.json() as Record<string, unknown> };
}

/** The latest link of a kind of mail to the grower. */
async function mailedLink(kind: string, prefix: string): Promise<URL> {
  await server.app.mail.idle();
  const mails = (await readMailbox(path.join(server.dataDir, 'mail'))).filter((mail) => mail.headers['x-mail-kind'] === kind);
  return new URL(linkIn(mails.at(-1)!, `${PUBLIC_URL}${prefix}`));
}

/** Every key anywhere in a parsed line. */
function keysOf(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

describe('log hygiene', () => {
  it('logs every request by its id with its secrets blanked, and no password, token, address or body', async () => {
    const secrets: string[] = [EMAIL, PASSWORD, NEW_PASSWORD, BODY_MARKER, METRICS_TOKEN, OAUTH_CODE, OAUTH_STATE, NEWSLETTER_TOKEN];
    /** The address each request must be logged under. */
    const expectedUrls = new Map<string, string>();
    const expectUrl = (answer: { id: string }, url: string) => expectedUrls.set(answer.id, url);

    const signUp = await call('POST', '/api/users', { body: { name: BODY_MARKER, email: EMAIL, password: PASSWORD } });
    expect(signUp.status).toBe(201);
    const signUpToken = String(signUp.json().token);
    const userId = Number((signUp.json().user as { id: number }).id);
    const signIn = await call('POST', '/api/session', { body: { login: EMAIL, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    const bearer = String(signIn.json().token);
    secrets.push(signUpToken, bearer);
    expect((await call('GET', '/api/session', { token: bearer })).status).toBe(200);
    const live = await call('GET', `/api/live?token=${bearer}x`);
    expectUrl(live, '/api/live?token=-');

    // The confirmation link of the sign-up mail: its token and address in the query, through the API and as a page.
    const confirm = await mailedLink('confirm', '/auth/confirm-email?');
    const confirmToken = confirm.searchParams.get('k')!;
    secrets.push(confirmToken);
    const confirmed = await call('GET', `/api/session/email-confirmation-token${confirm.search}`);
    expect(confirmed.status).toBe(200);
    expectUrl(confirmed, '/api/session/email-confirmation-token?k=-&e=-');
    expectUrl(await call('GET', `/auth/confirm-email${confirm.search}`), '/auth/confirm-email?k=-&e=-');

    // Forgot and reset the password: the address in a body, the token in a query and a body.
    expect((await call('POST', '/api/session/forgot-password', { body: { email: EMAIL } })).status).toBe(200);
    const resetToken = (await mailedLink('reset', '/auth/reset-password?')).searchParams.get('token')!;
    secrets.push(resetToken);
    const state = await call('GET', `/api/session/forgot-token-state?token=${resetToken}`);
    expect(state.json()).toEqual({ state: 'valid' });
    expectUrl(state, '/api/session/forgot-token-state?token=-');
    expectUrl(await call('GET', `/auth/reset-password?token=${resetToken}`), '/auth/reset-password?token=-');
    const reset = await call('PATCH', '/api/session/reset-password', { body: { password: NEW_PASSWORD, password_repeat: NEW_PASSWORD, token: resetToken } });
    expect(reset.status).toBe(200);
    secrets.push(String(reset.json().token));

    // A newsletter's unsubscribe link (token in the query) and a brand newsletter's open pixel and click (token in the path).
    const unsubscribeToken = await issueEmailToken(server.db, userId, 'unsubscribe', EMAIL);
    secrets.push(unsubscribeToken);
    const unsubscribed = await call('GET', `/api/session/email-unsubscribe-token?k=${unsubscribeToken}`);
    expect(unsubscribed.status).toBe(200);
    expectUrl(unsubscribed, '/api/session/email-unsubscribe-token?k=-');
    expectUrl(await call('GET', `/auth/unsubscribe?k=${unsubscribeToken}`), '/auth/unsubscribe?k=-');
    expectUrl(await call('GET', `/api/newsletters/open/${NEWSLETTER_TOKEN}`), '/api/newsletters/open/-');
    expectUrl(await call('GET', `/api/newsletters/click/${NEWSLETTER_TOKEN}?l=0`), '/api/newsletters/click/-?l=0');

    // The metrics with the operators' token; an address typed into a search.
    expect((await call('GET', '/metrics', { token: METRICS_TOKEN })).status).toBe(200);
    expectUrl(await call('GET', `/api/search?query=${encodeURIComponent(EMAIL)}`), '/api/search?query=-');

    // The provider's answer to a sign-in with another account, as the page receives it and as the app posts it.
    expectUrl(await call('GET', `/auth/oauth-callback?code=${OAUTH_CODE}&state=${OAUTH_STATE}&iss=${encodeURIComponent('https://id.example')}`),
      `/auth/oauth-callback?code=-&state=-&iss=${encodeURIComponent('https://id.example')}`);
    expect((await call('POST', '/api/oauth/callback', { body: { code: OAUTH_CODE, state: OAUTH_STATE } })).status).toBe(400);

    // A sign-in that fails on the server's side (a damaged stored hash): its error line carries no body.
    await server.db.updateTable('users').set({ password_hash: 'scrypt$3$8$1$AAAA$AAAA' }).where('id', '=', userId).execute();
    const failed = await call('POST', '/api/session', { body: { login: EMAIL, password: NEW_PASSWORD } });
    expect(failed.status).toBe(500);

    const logged = parsed();
    const requestLines = logged.filter((line) => line.req !== undefined || line.res !== undefined || line.err !== undefined);
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) expect(line.request_id, JSON.stringify(line)).toMatch(/^[\w.:-]{1,64}$/);
    // Each request is logged coming in and answered, under the id its answer names.
    for (const id of answered) expect(requestLines.filter((line) => line.request_id === id && line.err === undefined), id).toHaveLength(2);

    const errorLines = logged.filter((line) => line.request_id === failed.id && line.err !== undefined);
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]!.msg).toBe('unexpected error');

    for (const [id, url] of expectedUrls) {
      const incoming = logged.find((line) => line.request_id === id && line.req !== undefined);
      expect(incoming?.req?.url, id).toBe(url);
    }

    let found = 0;
    for (const line of lines) {
      const leaks = [...secrets.filter((secret) => line.includes(secret)), ...(ANY_EMAIL.test(line) ? ['an e-mail address'] : [])];
      found += leaks.length;
      expect(leaks, line).toEqual([]);
    }
    for (const line of logged) {
      expect(keysOf(line).filter((key) => /^(body|payload|headers|authorization|password|cookie)$/i.test(key)), JSON.stringify(line)).toEqual([]);
    }
    console.info(`log hygiene: ${lines.length} lines checked (${requestLines.length} of ${new Set(requestLines.map((line) => line.request_id)).size} requests), `
      + `${secrets.length} secrets and every e-mail address looked for, secrets found ${found}`);
  });
});
