// OAuth as the app sees it (spec §7 OAuth): which providers the server offers.

/** GET /api/oauth/status. */
export interface OAuthStatus { providers: string[]; signed_in: boolean }
