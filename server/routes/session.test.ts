// @vitest-environment node
// Accounts and sessions: register, sign in, bearer token, sign out, conflicts, wrong passwords and lockout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema, userSchema } from '../../src/domain/user/user';
import { startTestServer, type TestServer } from '../test-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, token?: string) =>
  server.app.inject({ method, url, payload: body as object | undefined, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('register, sign in, sign out', () => {
  it('walks the whole session life cycle and the token dies at sign-out', async () => {
    const registered = await send('POST', '/api/users', { name: 'Rosie_Grows', email: 'Rosie@Example.com', password: 'hunter2-hunter2' });
    expect(registered.statusCode).toBe(201);
    const signup = sessionSchema.parse(registered.json());
    expect(signup.user.name).toBe('Rosie_Grows');

    // Sign in by name in another case, then by e-mail.
    const byName = await send('POST', '/api/session', { login: 'rosie_grows', password: 'hunter2-hunter2' });
    expect(byName.statusCode).toBe(200);
    const byEmail = sessionSchema.parse((await send('POST', '/api/session', { login: 'ROSIE@example.com', password: 'hunter2-hunter2' })).json());
    expect(byEmail.user.id).toBe(signup.user.id);

    const me = await send('GET', '/api/session', undefined, byEmail.token);
    expect(me.statusCode).toBe(200);
    expect(userSchema.parse(me.json().user).id).toBe(signup.user.id);

    expect((await send('DELETE', '/api/session', undefined, byEmail.token)).statusCode).toBe(204);
    const after = await send('GET', '/api/session', undefined, byEmail.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'unauthorized', message: 'Please sign in.' });
    // The other sessions stay alive.
    expect((await send('GET', '/api/session', undefined, signup.token)).statusCode).toBe(200);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expect((await send('GET', '/api/session')).statusCode).toBe(401);
    expect((await send('GET', '/api/session', undefined, 'not-a-real-token')).statusCode).toBe(401);
    expect((await send('DELETE', '/api/session')).statusCode).toBe(401);
    // A bad token on a public call is just a guest.
    expect((await send('GET', '/api/diaries/total', undefined, 'not-a-real-token')).statusCode).toBe(200);
  });

  it('signs in the demo account', async () => {
    const res = await send('POST', '/api/session', { login: 'demo@growdiaries.test', password: 'growdiaries-demo' });
    expect(res.statusCode).toBe(200);
    expect(sessionSchema.parse(res.json()).user.name).toBe('demo');
  });

  it('stores passwords only as scrypt hashes and tokens only as SHA-256', async () => {
    await send('POST', '/api/users', { name: 'hashcheck', email: 'hash@example.com', password: 'a-secret-password' });
    const user = await server.db.selectFrom('users').selectAll().where('name', '=', 'hashcheck').executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(user.password_hash).not.toContain('a-secret-password');
    const sessions = await server.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('refusals', () => {
  it('answers 409 for a taken name (any case) or e-mail', async () => {
    const name = await send('POST', '/api/users', { name: 'DEMO', email: 'new@example.com', password: 'long-enough-1' });
    expect(name.statusCode).toBe(409);
    expect(name.json()).toEqual({ error: 'conflict', message: 'That name is taken.' });
    const email = await send('POST', '/api/users', { name: 'brand_new', email: 'demo@growdiaries.test', password: 'long-enough-1' });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ error: 'conflict', message: 'An account with this e-mail already exists.' });
  });

  it('answers 400 with field messages for an invalid sign-up', async () => {
    const res = await send('POST', '/api/users', { name: 'x', email: 'nope', password: 'short' });
    expect(res.statusCode).toBe(400);
    const { error, message } = res.json();
    expect(error).toBe('bad_request');
    expect(message).toMatch(/name: .*; email: .*; password: /);
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const wrong = await send('POST', '/api/session', { login: 'demo', password: 'wrong-password' });
    const unknown = await send('POST', '/api/session', { login: 'nobody@example.com', password: 'wrong-password' });
    const expected = { error: 'invalid_credentials', message: 'Wrong e-mail, name or password.' };
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(expected);
    expect(unknown.json()).toEqual(expected);
  });

  it('locks an account after 5 failures: the 6th answers 429 with Retry-After, even with the right password', async () => {
    await send('POST', '/api/users', { name: 'locked_out', email: 'locked@example.com', password: 'the-right-password' });
    for (let i = 0; i < 5; i++) {
      expect((await send('POST', '/api/session', { login: 'locked_out', password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const res = await send('POST', '/api/session', { login: 'locked@example.com', password: 'the-right-password' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({
      error: 'too_many_attempts', message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
    // Other accounts are not affected.
    expect((await send('POST', '/api/session', { login: 'demo', password: 'growdiaries-demo' })).statusCode).toBe(200);
  });

  it('answers 400 JSON for a malformed JSON body and 413 for a huge one', async () => {
    const bad = await server.app.inject({
      method: 'POST', url: '/api/session', headers: { 'content-type': 'application/json' }, payload: '{"login": "demo",',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'bad_request', message: 'The request body is not valid JSON.' });
    const huge = await server.app.inject({
      method: 'POST', url: '/api/session', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ login: 'demo', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe('payload_too_large');
  });

  it('accepts an empty JSON body on sign-out', async () => {
    const { token } = sessionSchema.parse((await send('POST', '/api/session', { login: 'demo', password: 'growdiaries-demo' })).json());
    const res = await server.app.inject({
      method: 'DELETE', url: '/api/session', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(204);
  });
});
