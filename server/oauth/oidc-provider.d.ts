// The little of oidc-provider's API that server/oauth/dev-provider uses (the package ships no types).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account { accountId: string; claims(): Record<string, unknown> }
  interface Configuration {
    clients: Array<Record<string, unknown>>;
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    pkce?: { required: () => boolean };
    cookies?: { keys: string[] };
    /** Seconds each kind of artifact lives. */
    ttl?: Record<string, number>;
    findAccount(ctx: unknown, sub: string): Promise<Account>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
