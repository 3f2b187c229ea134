// GET /api/users/{id}/notifications-g/numbers under load: the demo account's unread numbers (what every signed-in app
// polls) at 50 connections beside the trivial answer of the same server, signed in as the demo account.
import { pairedWithTrivial, type ExploreApiResult } from './explore-api';

export async function notificationsApiBench(base: string): Promise<ExploreApiResult['lists'][number]> {
  const signin = await fetch(`${base}/api/session`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'demo', password: 'growdiaries-demo' }),
  });
  if (!signin.ok) throw new Error(`demo sign-in failed: ${signin.status}`);
  const { token, user } = (await signin.json()) as { token: string; user: { id: number } };
  return pairedWithTrivial(base, `/api/users/${user.id}/notifications-g/numbers`, { authorization: `Bearer ${token}` });
}
