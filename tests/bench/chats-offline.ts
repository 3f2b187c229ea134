// A chat of 10,000 messages opened offline from IndexedDB: ms from the tap on it in the chat list to its first screen
// (its latest messages on the page).
import type { Browser } from '@playwright/test';
import { homeWithWorker, medianOfflineOpens, putRows, readRow, signUp } from './support';

const MESSAGES = 10_000;
const OPENS = 15;
/** Messages the first screen of a phone shows at least. */
const FIRST_SCREEN = 5;

export interface ChatsOfflineFigures { firstScreenMs: number; opens: number; messages: number }

export async function chatsOfflineBench(browser: Browser, serverUrl: string): Promise<ChatsOfflineFigures> {
  const { context, page } = await homeWithWorker(browser, serverUrl);
  try {
    const token = await signUp(page, 'chatbench');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    // A real chat with the first grower, whose history of 10,000 messages is then put on the device.
    const created = await fetch(`${serverUrl}/api/chats`, {
      method: 'POST', headers: { ...headers, 'x-rniq': `chatbench:${Date.now()}` }, body: JSON.stringify({ user_id: 1 }),
    });
    if (!created.ok) throw new Error(`chat not created: ${created.status} ${await created.text()}`);
    const room = (await created.json()) as { id: number; members: unknown[] };
    await page.goto('/chats');
    await page.locator(`a[href="/chats/${room.id}"]`).waitFor();
    const stored = await readRow<Record<string, unknown>>(page, 'chatRooms', room.id);
    const other = room.members[0];
    const mine = { id: 0, name: 'me', link: '/grower/0', status: 'grower', avatar: null, avatar_small: null, avatar_little: null };
    const now = Date.now();
    const messages = Array.from({ length: MESSAGES }, (_, i) => ({
      id: 50_000_000 + i, order: 50_000_000 + i, room_id: room.id, user: i % 3 ? other : mine, address: null,
      text: `Message ${i}: the stretch after the flip doubled her height, I lowered the light and raised the fan.`,
      add_date: new Date(now - (MESSAGES - i) * 120_000).toISOString(),
    }));
    await putRows(page, { chatRooms: [{ ...stored, last_message: messages.at(-1), complete: true }], chatMessages: messages });
    const [firstScreenMs] = await medianOfflineOpens(context, page, `/chats/${room.id}`, [['[data-state]', FIRST_SCREEN]], OPENS);
    return { firstScreenMs: firstScreenMs!, opens: OPENS, messages: MESSAGES };
  } finally {
    await context.close();
  }
}
