// The OpenID Connect client (openid-client): discovery of each issuer (cached, retried after a failure), the
// authorization URL with PKCE (S256), state and nonce, and the code exchange that checks all three and the ID token.
import * as oidc from 'openid-client';
import { HttpError } from '../http/errors';
import type { OAuthProviderConfig } from './config';

export interface AuthorizationRequest { state: string; nonce: string; codeVerifier: string }
/** What the ID token says about the person. */
export interface ProviderClaims { subject: string; email: string | null; emailVerified: boolean; name: string | null }

/** Plain http only for an issuer on this machine (the dev provider and tests); every other issuer must use https. */
function isLocalIssuer(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

function providerUnavailable(provider: OAuthProviderConfig): HttpError {
  return new HttpError(502, 'provider_unavailable', `${provider.name} cannot be reached right now. Try again in a minute.`);
}

export class OAuthClient {
  private readonly configurations = new Map<string, Promise<oidc.Configuration>>();

  constructor(private readonly redirectUri: string) {}

  private configuration(provider: OAuthProviderConfig): Promise<oidc.Configuration> {
    let pending = this.configurations.get(provider.id);
    if (!pending) {
      const issuer = new URL(provider.issuer);
      pending = oidc.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
        execute: isLocalIssuer(issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      });
      // A failed discovery is tried again by the next request.
      pending.catch(() => this.configurations.delete(provider.id));
      this.configurations.set(provider.id, pending);
    }
    return pending.catch(() => { throw providerUnavailable(provider); });
  }

  /** The provider's authorization page for this request. */
  async authorizationUrl(provider: OAuthProviderConfig, request: AuthorizationRequest): Promise<string> {
    const configuration = await this.configuration(provider);
    return oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
      state: request.state,
      nonce: request.nonce,
    }).href;
  }

  /** Exchanges the code: the state, the issuer, the PKCE verifier and the ID token's signature, audience and nonce are checked. */
  async exchange(provider: OAuthProviderConfig, request: AuthorizationRequest, answer: { code: string; state: string; iss?: string }): Promise<ProviderClaims> {
    const configuration = await this.configuration(provider);
    const callbackUrl = new URL(this.redirectUri);
    callbackUrl.searchParams.set('code', answer.code);
    callbackUrl.searchParams.set('state', answer.state);
    if (answer.iss !== undefined) callbackUrl.searchParams.set('iss', answer.iss);
    let claims: Record<string, unknown> & { sub: string };
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: request.codeVerifier, expectedState: request.state, expectedNonce: request.nonce, idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('no ID token');
      claims = idToken;
      // Providers that keep the ID token small (as oidc-provider does) give the e-mail and name at userinfo, for the same subject.
      if (typeof claims.email !== 'string' && configuration.serverMetadata().userinfo_endpoint) {
        claims = { ...claims, ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)) };
      }
    } catch (error) {
      throw new HttpError(400, 'oauth_failed', `${provider.name} did not confirm this sign-in (${describe(error)}). Start again.`);
    }
    const email = typeof claims.email === 'string' && claims.email.includes('@') ? claims.email.trim().toLowerCase() : null;
    return {
      subject: claims.sub,
      email,
      emailVerified: email !== null && claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : typeof claims.preferred_username === 'string' ? claims.preferred_username : null,
    };
  }
}

/** The provider's or the check's own words, short. */
function describe(error: unknown): string {
  if (error instanceof oidc.ResponseBodyError) return error.error;
  if (error instanceof oidc.AuthorizationResponseError) return error.error;
  if (!(error instanceof Error)) return 'unknown error';
  // openid-client wraps the failed check (e.g. 'unexpected ID Token "nonce" claim value') in a general sentence.
  return (error.cause instanceof Error ? error.cause.message : error.message).slice(0, 120);
}
