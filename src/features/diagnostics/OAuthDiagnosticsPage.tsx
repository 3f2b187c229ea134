// /tests/oauth: the session this device holds and the OAuth providers the server offers.
import { useCurrentUser } from '@/features/account/use-current-user';
import { useOnline } from '@/ui/use-online';
import { usePageTitle } from '@/ui/use-page-title';
import { useOAuthStatus } from './use-oauth-status';
import styles from './DiagnosticsPage.module.css';

export function OAuthDiagnosticsPage() {
  usePageTitle('OAuth diagnostics');
  const user = useCurrentUser();
  const online = useOnline();
  const { status, error } = useOAuthStatus();
  return (
    <div className={styles.page} data-testid="oauth-diagnostics">
      <h1>OAuth</h1>
      <dl className={styles.facts}>
        <dt>Session on this device</dt>
        <dd data-testid="oauth-session">{user === undefined ? '…' : user ? `${user.name} (#${user.id})` : 'guest'}</dd>
        <dt>Access</dt>
        <dd>{user?.access?.join(', ') || '—'}</dd>
        <dt>Network</dt>
        <dd>{online ? 'online' : 'offline'}</dd>
        <dt>Server sees a session</dt>
        <dd>{status ? (status.signed_in ? 'yes' : 'no') : '—'}</dd>
        <dt>Providers offered</dt>
        <dd data-testid="oauth-providers">{error ? `unknown (${error})` : !status ? '…' : status.providers.length ? status.providers.map((p) => p.name).join(', ') : 'none: sign-in is by e-mail or name and password'}</dd>
      </dl>
    </div>
  );
}
