// A real OpenID Connect provider (oidc-provider) on localhost: the server tests' and the e2e's issuer, and the demo's
// (OIDC_DEV_PROVIDER=1). Its login page accepts any name (any password), and that name is the account: its subject,
// its e-mail <name>@oidc.localhost (verified) and its display name.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DevProviderOptions {
  /** 0 picks a free port. */
  port?: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** The claims of an account by its login name; <name>@oidc.localhost, verified, by default. */
  claims?: (login: string) => { email?: string; email_verified?: boolean; name?: string };
}

export interface DevProvider { issuer: string; close(): Promise<void> }

export function devAccountClaims(login: string) {
  return { email: `${login.toLowerCase()}@oidc.localhost`, email_verified: true, name: login };
}

export async function startDevProvider({ port = 0, clientId, clientSecret, redirectUris, claims = devAccountClaims }: DevProviderOptions): Promise<DevProvider> {
  // A devDependency: loaded only where a local provider is asked for.
  const { default: Provider } = await import('oidc-provider');
  const { createServer } = await import('node:http');
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['growdiaries-dev-provider'] },
    ttl: { AuthorizationCode: 60, Interaction: 3600, Session: 14 * 86400, Grant: 14 * 86400, AccessToken: 3600, IdToken: 3600 },
    async findAccount(_ctx, sub) {
      return { accountId: sub, claims: () => ({ sub, ...claims(sub) }) };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    }),
  };
}
