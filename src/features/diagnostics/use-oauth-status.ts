// The server's OAuth status for /tests/oauth; the error in words when it cannot be asked.
import { useEffect, useState } from 'react';
import type { OAuthStatus } from '@/domain/user/oauth';
import { describeError } from '@/sync/transport/http';
import { fetchOAuthStatus } from '@/features/diagnostics/oauth-store';

export function useOAuthStatus(): { status: OAuthStatus | null; error: string | null } {
  const [state, setState] = useState<{ status: OAuthStatus | null; error: string | null }>({ status: null, error: null });
  useEffect(() => {
    let cancelled = false;
    fetchOAuthStatus()
      .then((status) => !cancelled && setState({ status, error: null }))
      .catch((error: unknown) => !cancelled && setState({ status: null, error: describeError(error) }));
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
