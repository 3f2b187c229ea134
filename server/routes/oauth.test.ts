// @vitest-environment node
// OAuth status: no provider is offered yet; the answer tells whether the request is signed in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server.close());

describe('GET /api/oauth/status', () => {
  it('offers no provider, and tells whether the request is signed in', async () => {
    const { token } = await createTestUser(server.db, 'Oauthed');
    expect((await server.app.inject({ method: 'GET', url: '/api/oauth/status' })).json()).toEqual({ providers: [], signed_in: false });
    const signedIn = await server.app.inject({ method: 'GET', url: '/api/oauth/status', headers: { authorization: `Bearer ${token}` } });
    expect(signedIn.json()).toEqual({ providers: [], signed_in: true });
  });
});
