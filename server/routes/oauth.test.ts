// @vitest-environment node
// Sign in with another account, against a real OpenID provider (oidc-provider) on localhost: state, nonce and PKCE
// checked, states single use and expiring, return_path kept on the site, new growers choosing a name, link and unlink.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallbackAnswer } from '../../src/domain/user/oauth';
import { hashPassword } from '../auth/password';
import { hashSecretToken } from '../auth/secret-tokens';
import { devAccountClaims, startDevProvider, type DevProvider } from '../oauth/dev-provider';
import { signInAtProvider } from '../oauth/provider-login';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

const PUBLIC_URL = 'http://localhost:9911';
const REDIRECT_URI = `${PUBLIC_URL}/auth/oauth-callback`;
const CLIENT = { clientId: 'test-client', clientSecret: 'test-secret' };

let provider: DevProvider;
let server: TestServer;
let clock = Date.now();

beforeAll(async () => {
  // "Unverified…" logins have an address the provider did not verify.
  provider = await startDevProvider({
    ...CLIENT, redirectUris: [REDIRECT_URI],
    claims: (login) => ({ ...devAccountClaims(login), email_verified: !login.startsWith('Unverified') }),
  });
  server = await startTestServer({
    seed: false,
    oauth: { publicUrl: PUBLIC_URL, now: () => clock, providers: [{ id: 'local', name: 'Local OpenID', issuer: provider.issuer, ...CLIENT }] },
  });
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function initiate(query: Record<string, string>, token?: string) {
  return server.app.inject({ method: 'GET', url: `/api/oauth/initiate?${new URLSearchParams(query)}`, headers: token ? bearer(token) : {} });
}

/** Starts a sign-in and passes the provider's login and consent as `login`: what /auth/oauth-callback then receives. */
async function authorize(login: string, query: Record<string, string> = {}, token?: string) {
  const started = await initiate({ provider: 'local', ...query }, token);
  expect(started.statusCode).toBe(200);
  const url = new URL(started.json().url);
  const params = await signInAtProvider(url.href, REDIRECT_URI, login);
  return { url, code: params.get('code') ?? '', state: params.get('state') ?? '', iss: params.get('iss') ?? undefined };
}

async function callback(body: object, token?: string) {
  return server.app.inject({ method: 'POST', url: '/api/oauth/callback', payload: body, headers: token ? bearer(token) : {} });
}

async function complete(ticket: string, name: string) {
  return server.app.inject({ method: 'POST', url: '/api/oauth/complete', payload: { ticket, name } });
}

describe('GET /api/oauth/status and initiate', () => {
  it('lists the providers and sends to the provider with PKCE S256, state and nonce', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/oauth/status' })).json()).toEqual({ providers: [{ id: 'local', name: 'Local OpenID' }], signed_in: false });
    const { json } = await initiate({ provider: 'local' }).then((r) => ({ json: r.json() }));
    const url = new URL(json.url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    // Only the state's hash is stored.
    const row = await server.db.selectFrom('oauth_states').selectAll().where('state_hash', '=', hashSecretToken(url.searchParams.get('state')!)).executeTakeFirst();
    expect(row?.return_path).toBe('/');
    expect(row?.code_verifier).not.toBe(url.searchParams.get('code_challenge'));
  });

  it('refuses return paths that leave the site, an unknown provider, and linking as a guest', async () => {
    for (const returnPath of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/%0d%0aLocation:x'.replace('%0d%0a', '\r\n'), 'diaries']) {
      const answer = await initiate({ provider: 'local', return_path: returnPath });
      expect(answer.statusCode, returnPath).toBe(400);
    }
    expect((await initiate({ provider: 'nope' })).statusCode).toBe(404);
    expect((await initiate({ provider: 'local', intent: 'link' })).statusCode).toBe(401);
  });
});

describe('signing in with a new provider account', () => {
  it('completes a new grower with a free name, keeps return_path, and signs the same grower in next time', async () => {
    const first = await authorize('Newbie', { return_path: '/diaries?sort=new' });
    const answer = await callback(first);
    expect(answer.statusCode).toBe(200);
    const pending = answer.json() as Extract<CallbackAnswer, { kind: 'complete' }>;
    expect(pending).toMatchObject({ kind: 'complete', provider: 'local', email: 'newbie@oidc.localhost', suggested_name: 'Newbie', return_path: '/diaries?sort=new' });

    await createTestUser(server.db, 'Taken');
    const taken = await complete(pending.ticket, 'taken');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('conflict');
    expect((await complete(pending.ticket, 'a b')).statusCode).toBe(400);

    const made = await complete(pending.ticket, 'Leafy_Newbie');
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ return_path: '/diaries?sort=new', session: { user: { name: 'Leafy_Newbie', email_confirmed: true } } });
    const session = await server.app.inject({ method: 'GET', url: '/api/session', headers: bearer(made.json().session.token) });
    expect(session.json().user.name).toBe('Leafy_Newbie');
    // The ticket made one grower.
    expect((await complete(pending.ticket, 'Leafy_Twice')).json().error).toBe('invalid_ticket');

    const again = await callback(await authorize('Newbie'));
    expect(again.json()).toMatchObject({ kind: 'signed_in', return_path: '/', session: { user: { id: made.json().session.user.id } } });
  });

  it('does not take over a grower who has the same e-mail: they sign in with the password and link', async () => {
    // The dev provider gives "Owner2" the address owner2@oidc.localhost, the grower's own.
    await createTestUser(server.db, 'Owner');
    await server.db.updateTable('users').set({ email: 'owner2@oidc.localhost' }).where('name', '=', 'Owner').execute();
    const clash = await callback(await authorize('Owner2'));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe('email_in_use');
    expect(clash.json().message).toMatch(/Sign in with its password, then link/);
    expect(await server.db.selectFrom('oauth_identities').selectAll().where('subject', '=', 'Owner2').execute()).toEqual([]);
  });
});

describe('what the callback refuses', () => {
  it('a replayed state: the second post of the same answer', async () => {
    const answer = await authorize('Replayer');
    expect((await callback(answer)).statusCode).toBe(200);
    const replay = await callback(answer);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_state');
  });

  it('a state that was never handed out, and one older than 10 minutes', async () => {
    const answer = await authorize('Slowpoke');
    expect((await callback({ ...answer, state: 'x'.repeat(43) })).json().error).toBe('invalid_state');
    clock += 10 * 60_000 + 1;
    try {
      const late = await callback(answer);
      expect(late.statusCode).toBe(410);
      expect(late.json().error).toBe('expired');
    } finally {
      clock -= 10 * 60_000 + 1;
    }
  });

  it("a code posted with another sign-in's state (its PKCE verifier and nonce do not match)", async () => {
    const a = await authorize('Swapper');
    const b = await authorize('Swapper');
    const swapped = await callback({ ...a, state: b.state });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().error).toBe('oauth_failed');
  });

  it('a wrong PKCE verifier: the provider refuses the code', async () => {
    const answer = await authorize('Pkce');
    await server.db.updateTable('oauth_states').set({ code_verifier: 'w'.repeat(43) }).where('state_hash', '=', hashSecretToken(answer.state)).execute();
    const refused = await callback(answer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/invalid_grant/);
  });

  it("an ID token whose nonce is not the stored one", async () => {
    const answer = await authorize('Noncer');
    await server.db.updateTable('oauth_states').set({ nonce: 'n'.repeat(43) }).where('state_hash', '=', hashSecretToken(answer.state)).execute();
    const refused = await callback(answer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'oauth_failed', message: expect.stringMatching(/"nonce" claim/) });
  });
});

describe('linking and unlinking', () => {
  it('links to the signed-in grower only, then unlinks unless it is the only way to sign in', async () => {
    const grower = await createTestUser(server.db, 'Linker');
    const other = await createTestUser(server.db, 'Intruder');
    const started = await authorize('linker-at-provider', { intent: 'link', return_path: `/grower/${grower.id}/settings/oauth` }, grower.token);
    expect((await callback(started, other.token)).statusCode).toBe(403);

    const link = await authorize('linker-at-provider', { intent: 'link', return_path: `/grower/${grower.id}/settings/oauth` }, grower.token);
    const linked = await callback(link, grower.token);
    expect(linked.json()).toEqual({ kind: 'linked', provider: 'local', return_path: `/grower/${grower.id}/settings/oauth` });
    const list = await server.app.inject({ method: 'GET', url: '/api/oauth/identities', headers: bearer(grower.token) });
    expect(list.json()).toMatchObject({ has_password: false, identities: [{ provider: 'local', provider_name: 'Local OpenID', email: 'linker-at-provider@oidc.localhost' }] });
    // The linked account now signs the grower in.
    expect((await callback(await authorize('linker-at-provider'))).json()).toMatchObject({ kind: 'signed_in', session: { user: { id: grower.id } } });
    // Another grower cannot link the same provider account.
    const stolen = await callback(await authorize('linker-at-provider', { intent: 'link' }, other.token), other.token);
    expect(stolen.json().error).toBe('identity_in_use');

    const unlink = (token: string, key = newTestKey()) => server.app.inject({ method: 'DELETE', url: '/api/oauth/identities/local', headers: { ...bearer(token), 'x-rniq': key } });
    expect((await server.app.inject({ method: 'DELETE', url: '/api/oauth/identities/local', headers: { 'x-rniq': newTestKey() } })).statusCode).toBe(401);
    expect((await unlink(other.token)).statusCode).toBe(404);
    const refused = await unlink(grower.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('last_sign_in');

    await server.db.updateTable('users').set({ password_hash: 'scrypt$set' }).where('id', '=', grower.id).execute();
    const key = newTestKey();
    expect((await unlink(grower.token, key)).statusCode).toBe(204);
    expect((await unlink(grower.token, key)).statusCode).toBe(204);
    expect((await unlink(grower.token)).statusCode).toBe(404);
    expect(await server.db.selectFrom('oauth_identities').selectAll().where('user_id', '=', grower.id).execute()).toEqual([]);
  });
});

describe('growers behind a provider account', () => {
  it('a banned grower is refused; a deleted one frees the account for a new grower', async () => {
    const first = (await callback(await authorize('Banned1'))).json();
    const made = (await complete(first.ticket, 'Banned_one')).json();
    await server.db.updateTable('users').set({ is_ban: 1, ban_reason: 'spam' }).where('id', '=', made.session.user.id).execute();
    const banned = await callback(await authorize('Banned1'));
    expect(banned.statusCode).toBe(403);
    expect(banned.json()).toMatchObject({ error: 'banned', message: 'This account is banned: spam' });

    // The grower sets a password and deletes the account: the provider account is free to start a new grower.
    const id = made.session.user.id as number;
    await server.db.updateTable('users').set({ is_ban: 0, password_hash: await hashPassword('delete-me-please') }).where('id', '=', id).execute();
    const deleted = await server.app.inject({
      method: 'DELETE', url: `/api/users/${id}`, payload: { password: 'delete-me-please', diaries: 'keep' },
      headers: { ...bearer(made.session.token), 'x-rniq': newTestKey() },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await server.db.selectFrom('oauth_identities').selectAll().where('user_id', '=', id).execute()).toEqual([]);
    expect((await callback(await authorize('Banned1'))).json()).toMatchObject({ kind: 'complete', email: 'banned1@oidc.localhost' });
  });

  it('an account without a password deletes itself by its name, only from a fresh sign-in through its provider', async () => {
    const made = (await complete((await callback(await authorize('Passwordless1'))).json().ticket, 'No_password')).json();
    const id = made.session.user.id as number;
    const settings = await server.app.inject({ method: 'GET', url: `/api/users/${id}/settings`, headers: bearer(made.session.token) });
    expect(settings.json().has_password).toBe(false);
    const remove = (token: string, body: object) => server.app.inject({
      method: 'DELETE', url: `/api/users/${id}`, payload: { diaries: 'keep', ...body }, headers: { ...bearer(token), 'x-rniq': newTestKey() },
    });

    const noName = await remove(made.session.token, { password: 'anything' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toBe('wrong_name');
    // Signed in eleven minutes ago: too long for so dangerous an act.
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000).toISOString();
    await server.db.updateTable('sessions').set({ add_date: elevenMinutesAgo }).where('user_id', '=', id).execute();
    const stale = await remove(made.session.token, { confirm_name: 'No_password' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ error: 'reauth_required' });
    expect((await server.db.selectFrom('users').select('delete_date').where('id', '=', id).executeTakeFirstOrThrow()).delete_date).toBeNull();

    const again = (await callback(await authorize('Passwordless1'))).json();
    expect(again.kind).toBe('signed_in');
    const deleted = await remove(again.session.token, { confirm_name: 'No_password' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await server.db.selectFrom('oauth_identities').selectAll().where('user_id', '=', id).execute()).toEqual([]);
    expect((await server.app.inject({ method: 'GET', url: `/api/session`, headers: bearer(made.session.token) })).statusCode).toBe(401);
  });

  it("an address the provider did not verify is kept unconfirmed", async () => {
    const pending = (await callback(await authorize('Unverified1'))).json();
    const made = await complete(pending.ticket, 'Unverified_one');
    expect(made.json().session.user.email_confirmed).toBe(false);
  });
});

describe('starting sign-ins', () => {
  it('is limited per network address (60 in 10 minutes), so nobody fills the table of states', async () => {
    let answer = await initiate({ provider: 'local' });
    let started = 0;
    while (answer.statusCode === 200 && started <= 60) {
      started++;
      answer = await initiate({ provider: 'local' });
    }
    expect(answer.statusCode).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    clock += 10 * 60_000;
    expect((await initiate({ provider: 'local' })).statusCode).toBe(200);
  });
});
