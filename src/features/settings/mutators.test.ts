// Account writes made on the device: the profile, a settings section and blocks are applied at once and queued; a
// second edit replaces the unsent one; each is sent once with its key and its answer kept (a section's answer only
// changes that section); a refused profile keeps its words; block and unblock offline send nothing; units saved while
// signed in reach the account, a guest's stay on the device.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi, TEST_GROWER, type SentRequest } from '../../../tests/helpers/device-writes';
import { db } from '@/db/database';
import { accountPrefix, profileTarget } from '@/domain/api/change-targets';
import type { GrowerProfile } from '@/domain/user/profile';
import type { SettingsAnswer } from '@/domain/user/settings';
import { DEFAULT_SETTINGS } from '@/domain/user/settings-defaults';
import { ENGLISH_MEASURES } from '@/domain/week/units';
import { replayOutbox } from '@/sync/outbox/replay';
import { applyTheme } from '@/ui/theme';
import { applyAccountPreferences, saveMeasures } from './preferences';
import { refreshSettings } from './settings-store';
import { saveProfile, saveSettingsSection, setBlocked } from './writes';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

const me = TEST_GROWER;
const rude = { ...me, id: 9, name: 'rude', link: '/grower/9' };
const profile: GrowerProfile = {
  ...me, add_date: '2026-01-01T00:00:00.000Z', bio: '', location: '', website: '', socials: {},
  cnt_diaries: 0, cnt_followers: 0, cnt_following: 0, cnt_bookmarks: 0, cnt_reviews: 0, is_deleted: false,
};
const answer: SettingsAnswer = {
  profile: { name: 'grower', email: 'grower@example.test', bio: '', location: '', website: '', socials: {} },
  has_password: true, settings: DEFAULT_SETTINGS, premium: { active: false, until: null }, banned: [], invoices: [],
};
const input = (bio: string) => ({ name: 'grower', bio, location: 'Lisbon', website: '', socials: { instagram: 'grower7' } });

/** The API as far as accounts go: `respond` answers each request. */
const fakeServer = (respond: (sent: SentRequest) => Response) => stubApi(respond);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

signedInOnEmptyDatabase();
beforeEach(async () => {
  await db.profiles.put({ ...profile, synced_at: 1 });
  await db.accountSettings.put({ user_id: me.id, answer, synced_at: 1 });
});
afterEach(() => vi.useRealTimers());

describe('saveProfile', () => {
  it('shows the edit at once, keeps one queued PUT with the latest fields, sends it once and keeps the answer', async () => {
    await saveProfile(me.id, input('First bio.'), 'Profile');
    await saveProfile(me.id, { ...input('Second bio.'), name: 'grower2' }, 'Profile');
    expect(await db.profiles.get(me.id)).toMatchObject({ bio: 'Second bio.', location: 'Lisbon' });
    expect((await db.accountSettings.get(me.id))!.answer.profile).toMatchObject({ bio: 'Second bio.', email: 'grower@example.test' });
    const queued = await db.outbox.where('target').equals(profileTarget(me.id)).toArray();
    expect(queued).toHaveLength(1);

    const sent = fakeServer((request) => json({ ...profile, ...(request.body as object), cnt_followers: 3 }));
    await replayOutbox();
    expect(sent).toEqual([{ method: 'PUT', path: '/api/users/7', key: queued[0]!.key, body: { ...input('Second bio.'), name: 'grower2' } }]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.profiles.get(me.id)).toMatchObject({ bio: 'Second bio.', cnt_followers: 3 });
    // The header's name follows a renamed account.
    expect(await db.session.get('current')).toMatchObject({ user: { name: 'grower2' } });
    await replayOutbox();
    expect(sent).toHaveLength(1);
  });

  it('keeps a refused profile with its words', async () => {
    fakeServer(() => json({ error: 'conflict', message: 'This name is taken.' }, 409));
    await saveProfile(me.id, input('Words I wrote.'), 'Profile');
    await replayOutbox();
    expect(await db.outbox.toArray()).toMatchObject([{ status: 'refused', error: 'This name is taken.', args: { input: { bio: 'Words I wrote.' } } }]);
    expect(await db.profiles.get(me.id)).toMatchObject({ bio: 'Words I wrote.' });
  });
});

describe('saveSettingsSection', () => {
  it('sends each section once, and an answer changes only its own section while another still waits', async () => {
    const notifications = { ...DEFAULT_SETTINGS.notifications, likes: { inapp: false, email: false, push: false } };
    await saveSettingsSection(me.id, 'notifications', notifications, 'Notifications');
    await saveSettingsSection(me.id, 'subscribe', { digest: true, product_news: false, giveaways: true }, 'Newsletters');
    expect(await db.outbox.where('target').startsWith(accountPrefix(me.id)).count()).toBe(2);
    // The server answers every section; the subscribe it knows of is still the old one when the first answer comes.
    const sent = fakeServer((request) => json({ ...DEFAULT_SETTINGS, [request.path.split('/').pop()!]: (request.body as { value: unknown }).value }));
    await replayOutbox();
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['PATCH /api/users/7/settings/notifications', 'PATCH /api/users/7/settings/subscribe']);
    const { settings } = (await db.accountSettings.get(me.id))!.answer;
    expect(settings.notifications.likes).toEqual({ inapp: false, email: false, push: false });
    expect(settings.subscribe).toEqual({ digest: true, product_news: false, giveaways: true });
  });

  it('queues units to the account when signed in, and keeps a guest\'s on the device only', async () => {
    await saveMeasures(ENGLISH_MEASURES, 'Units');
    expect(await db.prefs.get('measures')).toEqual({ key: 'measures', value: ENGLISH_MEASURES });
    expect(await db.outbox.toArray()).toMatchObject([{ mutator: 'settings.patch', args: { section: 'measures', value: ENGLISH_MEASURES } }]);
    await db.outbox.clear();
    await db.session.delete('current');
    await saveMeasures({ ...ENGLISH_MEASURES, temperature: 'C' }, 'Units');
    expect(await db.prefs.get('measures')).toMatchObject({ value: { temperature: 'C' } });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('refreshSettings', () => {
  it('keeps a change made while the answer was on its way, and takes a later answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000);
    let answerNow: (response: Response) => void = () => undefined;
    const server = { ...answer, settings: { ...DEFAULT_SETTINGS, interface: { lang: null, theme: 'dark' as const } } };
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => { answerNow = resolve; })));
    const refreshing = refreshSettings(me.id);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    // The grower picks light and it is sent (and answered) before the older read comes back with dark.
    await saveSettingsSection(me.id, 'interface', { lang: null, theme: 'light' }, 'Interface');
    await db.outbox.clear();
    answerNow(json(server));
    await refreshing;
    expect((await db.accountSettings.get(me.id))!.answer.settings.interface.theme).toBe('light');

    vi.setSystemTime(2_000);
    fakeServer(() => json(server));
    await refreshSettings(me.id);
    expect((await db.accountSettings.get(me.id))!.answer.settings.interface.theme).toBe('dark');
  });
  it('on a device with no copy of the settings yet, keeps the units, profile and blocks still waiting over an older answer', async () => {
    await db.accountSettings.clear();
    await saveMeasures(ENGLISH_MEASURES, 'Units');
    await saveProfile(me.id, input('Typed offline.'), 'Profile');
    await setBlocked(me.id, rude, true, 'rude');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1_000);
    // A new page: the answer still holds the units the device changed before it.
    fakeServer(() => json(answer));
    await refreshSettings(me.id);
    const kept = (await db.accountSettings.get(me.id))!.answer;
    expect(kept.settings.measures).toEqual(ENGLISH_MEASURES);
    expect(kept.profile).toMatchObject({ bio: 'Typed offline.', email: 'grower@example.test' });
    expect(kept.banned.map((b) => b.user.id)).toEqual([rude.id]);
    expect(await db.prefs.get('measures')).toMatchObject({ value: ENGLISH_MEASURES });
  });
});

describe('applyAccountPreferences', () => {
  it('applies the account\'s units, and its theme only on a device that has none of its own', async () => {
    applyTheme('system');
    const account = { ...DEFAULT_SETTINGS, measures: ENGLISH_MEASURES, interface: { lang: null, theme: 'dark' as const } };
    await applyAccountPreferences(account);
    expect(await db.prefs.get('measures')).toMatchObject({ value: ENGLISH_MEASURES });
    expect(document.documentElement.dataset.theme).toBe('dark');
    applyTheme('light');
    await applyAccountPreferences(account);
    expect(document.documentElement.dataset.theme).toBe('light');
    applyTheme('system');
  });
});

describe('setBlocked', () => {
  it('blocks at once, and an unblock before sending drops both', async () => {
    await setBlocked(me.id, rude, true, 'rude');
    expect((await db.accountSettings.get(me.id))!.answer.banned.map((b) => b.user.id)).toEqual([rude.id]);
    await setBlocked(me.id, rude, false, 'rude');
    expect((await db.accountSettings.get(me.id))!.answer.banned).toEqual([]);
    const sent = fakeServer(() => json({ banned: [] }));
    await replayOutbox();
    expect(sent).toEqual([]);
  });

  it('sends a block once and keeps the server\'s entry', async () => {
    await setBlocked(me.id, rude, true, 'rude');
    const sent = fakeServer(() => json({ banned: [{ user: rude, add_date: '2026-02-02T00:00:00.000Z' }] }));
    await replayOutbox();
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['PUT /api/users/7/settings/banned/user/9']);
    expect((await db.accountSettings.get(me.id))!.answer.banned).toEqual([{ user: rude, add_date: '2026-02-02T00:00:00.000Z' }]);
  });
});
