// The notifications settings page: a row of switches per kind, chat messages among them, also for settings kept on the
// device before that kind existed (shown and saved with its default); a change is queued whole.
import 'fake-indexeddb/auto';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mountRootPerTest } from '../../../tests/helpers/dom';
import { signedInOnEmptyDatabase, stubApi, TEST_GROWER } from '../../../tests/helpers/device-writes';
import { db } from '@/db/database';
import type { SettingsAnswer } from '@/domain/user/settings';
import { DEFAULT_SETTINGS } from '@/domain/user/settings-defaults';
import { NotificationsSection } from './ChoiceSections';
import { SettingsContext } from './settings-context';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

const dom = mountRootPerTest();
signedInOnEmptyDatabase();

const { messages: _messages, ...olderKinds } = DEFAULT_SETTINGS.notifications;
/** A settings answer stored before chat messages had a switch. */
const older = {
  profile: { name: 'grower', email: 'grower@example.test', bio: '', location: '', website: '', socials: {} },
  settings: { ...DEFAULT_SETTINGS, notifications: { ...olderKinds, likes: { inapp: false, email: false, push: true } } },
  premium: { active: false, until: null }, banned: [], invoices: [],
} as unknown as SettingsAnswer;
const box = (kind: string, channel: string) => dom.container.querySelector<HTMLInputElement>(`[data-testid="notify-${kind}-${channel}"]`);

describe('NotificationsSection', () => {
  it('shows chat messages with their default switches and queues a change with every kind', async () => {
    stubApi(() => new Response('{}', { status: 200 }));
    dom.render(<SettingsContext.Provider value={{ userId: TEST_GROWER.id, answer: older }}><NotificationsSection /></SettingsContext.Provider>);
    expect(dom.container.textContent).toContain('Chat messages');
    expect([box('messages', 'inapp')!.checked, box('messages', 'email')!.checked, box('messages', 'push')!.checked]).toEqual([true, false, true]);
    expect(box('likes', 'inapp')!.checked).toBe(false);
    act(() => box('messages', 'inapp')!.click());
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [queued] = await db.outbox.toArray();
    expect(queued!.args).toMatchObject({
      section: 'notifications',
      value: { messages: { inapp: false, email: false, push: true }, likes: { inapp: false, email: false, push: true }, comments: DEFAULT_SETTINGS.notifications.comments },
    });
  });
});
