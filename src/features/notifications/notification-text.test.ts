// @vitest-environment node
// The sentences of notifications and groups as the screens show them, in English and Russian (whose counts decline).
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/screens/notifications/en.json';
import ru from '../../../locales/screens/notifications/ru.json';
import { notificationSentence, type Describable } from './notification-text';

const t: Record<string, TFunction> = {};
beforeAll(async () => {
  for (const [lng, translation] of Object.entries({ en, ru })) {
    const instance = i18next.createInstance();
    await instance.init({ lng, resources: { [lng]: { translation } }, interpolation: { escapeValue: false } });
    t[lng] = instance.t;
  }
});

const actor = (name: string, id = 1) => ({ id, name, avatar_small: null });
const chat = (item_type: 'chat' | 'direct', names: string[], cnt: number): Describable => ({
  kind: 'message', item_type, item_title: item_type === 'chat' ? 'Growers of Berlin' : '', item_number: 0,
  actors: names.map((name, i) => actor(name, i + 1)), cnt_actors: names.length, cnt,
});

describe('notificationSentence', () => {
  it('groups a group chat\'s messages by their writers and counts one writer\'s', () => {
    expect(notificationSentence(t.en!, chat('chat', ['Anna', 'Ben', 'Carl'], 5))).toBe('Anna and 2 others wrote in Growers of Berlin');
    expect(notificationSentence(t.en!, chat('chat', ['Anna'], 1))).toBe('Anna wrote in Growers of Berlin');
    expect(notificationSentence(t.en!, chat('chat', ['Anna'], 3))).toBe('Anna wrote 3 messages in Growers of Berlin');
    expect(notificationSentence(t.ru!, chat('chat', ['Анна'], 5))).toBe('Анна написал(а) 5 сообщений в «Growers of Berlin»');
  });

  it('counts a direct chat\'s messages to me; a single notification is one message', () => {
    expect(notificationSentence(t.en!, chat('direct', ['Anna'], 3))).toBe('Anna wrote you 3 messages');
    const { cnt: _cnt, ...single } = chat('direct', ['Anna'], 1);
    expect(notificationSentence(t.en!, single)).toBe('Anna sent you a message');
    expect(notificationSentence(t.ru!, chat('direct', ['Анна'], 2))).toBe('Анна написал(а) вам 2 сообщения');
  });

  it('keeps the other kinds\' sentences', () => {
    const like: Describable = { kind: 'like', item_type: 'week', item_title: 'Northern Lights', item_number: 5, actors: [actor('Anna'), actor('Ben', 2)], cnt_actors: 13 };
    expect(notificationSentence(t.en!, like)).toBe('Anna and 12 others liked week 5 of Northern Lights');
    expect(notificationSentence(t.en!, { ...like, kind: 'follow', item_type: 'user', item_title: 'Bea', cnt_actors: 1 })).toBe('Anna followed you');
  });
});
