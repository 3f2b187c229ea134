// The server's OAuth status, for the diagnostics page /tests/oauth.
import type { OAuthStatus } from '@/domain/user/oauth';
import { apiRequest } from '@/sync/transport/http';

export function fetchOAuthStatus(): Promise<OAuthStatus> {
  return apiRequest<OAuthStatus>('/api/oauth/status');
}
