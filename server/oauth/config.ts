// The OpenID Connect providers this server offers, from the environment: one (OIDC_ISSUER, OIDC_CLIENT_ID,
// OIDC_CLIENT_SECRET, OIDC_NAME) or several (OIDC_PROVIDERS=a,b with OIDC_A_ISSUER, OIDC_A_CLIENT_ID, ...).
import { OAUTH_PROVIDER_PATTERN } from '../../src/domain/user/oauth';

export interface OAuthProviderConfig {
  /** In URLs and the identities table. */
  id: string;
  /** On the button: "Continue with <name>". */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

function required(env: NodeJS.ProcessEnv, key: string): string {
  const value = env[key]?.trim();
  if (!value) throw new Error(`${key} is required`);
  return value;
}

function providerFrom(env: NodeJS.ProcessEnv, id: string, prefix: string, fallbackName: string): OAuthProviderConfig {
  if (!OAUTH_PROVIDER_PATTERN.test(id)) throw new Error(`OIDC provider "${id}": use lower-case letters, digits and dashes`);
  const issuer = required(env, `${prefix}ISSUER`);
  if (!URL.canParse(issuer)) throw new Error(`${prefix}ISSUER is not a URL: ${issuer}`);
  return {
    id, name: env[`${prefix}NAME`]?.trim() || fallbackName, issuer,
    clientId: required(env, `${prefix}CLIENT_ID`), clientSecret: required(env, `${prefix}CLIENT_SECRET`),
  };
}

/** The configured providers (none without OIDC_* variables); throws on an incomplete configuration. */
export function readOAuthProviders(env: NodeJS.ProcessEnv = process.env): OAuthProviderConfig[] {
  const list = env.OIDC_PROVIDERS?.split(',').map((name) => name.trim()).filter(Boolean) ?? [];
  if (list.length > 0) {
    return list.map((name) => providerFrom(env, name.toLowerCase(), `OIDC_${name.toUpperCase().replaceAll('-', '_')}_`, name));
  }
  if (!env.OIDC_ISSUER) return [];
  const name = env.OIDC_NAME?.trim() || 'OpenID';
  const id = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 32) || 'oidc';
  return [providerFrom(env, id, 'OIDC_', name)];
}

/** The client of the local demo provider (OIDC_DEV_PROVIDER=1): only for this machine, so its secret is no secret. */
export const DEV_PROVIDER_CLIENT = { id: 'growdiaries-dev', secret: 'growdiaries-dev-secret' } as const;

/**
 * The providers of the environment, and with OIDC_DEV_PROVIDER=1 also a local OpenID provider (server/oauth/dev-provider)
 * on OIDC_DEV_PORT (the server's port + 1000 by default), offered as "Local OpenID"; `close` stops it.
 */
export async function configureOAuth(env: NodeJS.ProcessEnv, publicUrl: string, port: number): Promise<{ providers: OAuthProviderConfig[]; close(): Promise<void> }> {
  const providers = readOAuthProviders(env);
  if (env.OIDC_DEV_PROVIDER !== '1') return { providers, close: async () => {} };
  const { startDevProvider } = await import('./dev-provider');
  const dev = await startDevProvider({
    port: env.OIDC_DEV_PORT ? Number(env.OIDC_DEV_PORT) : port + 1000,
    clientId: DEV_PROVIDER_CLIENT.id, clientSecret: DEV_PROVIDER_CLIENT.secret,
    redirectUris: [new URL('/auth/oauth-callback', publicUrl).href],
  });
  const local = { id: 'local', name: 'Local OpenID', issuer: dev.issuer, clientId: DEV_PROVIDER_CLIENT.id, clientSecret: DEV_PROVIDER_CLIENT.secret };
  return { providers: [...providers, local], close: () => dev.close() };
}
