// GET /api/chats/{id} under load: the demo account's busiest chat (its latest page, unread counts and room) at 50
// connections beside the trivial answer of the same server, signed in as the demo account.
import { pairedWithTrivial, type ExploreApiResult } from './explore-api';

export async function chatsApiBench(base: string): Promise<ExploreApiResult['lists'][number]> {
  const signin = await fetch(`${base}/api/session`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'demo', password: 'growdiaries-demo' }),
  });
  if (!signin.ok) throw new Error(`demo sign-in failed: ${signin.status}`);
  const headers = { authorization: `Bearer ${((await signin.json()) as { token: string }).token}` };
  const { items } = (await (await fetch(`${base}/api/chats`, { headers })).json()) as { items: { id: number }[] };
  return pairedWithTrivial(base, `/api/chats/${items[0]!.id}`, headers);
}
