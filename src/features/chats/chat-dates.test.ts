// @vitest-environment node
// Day separators and times of a room: a separator where the local day changes, labelled Today, Yesterday or the date.
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { dayLabel, messageTime, startsDay } from './chat-dates';

const t = ((key: string) => ({ 'chats.today': 'Today', 'chats.yesterday': 'Yesterday' })[key] ?? key) as unknown as TFunction;
const now = new Date(2026, 10, 24, 15, 0);
const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 5).toISOString();

describe('chat dates', () => {
  it('starts a day at the first message and where the local day changes', () => {
    expect(startsDay(at(24, 9), undefined)).toBe(true);
    expect(startsDay(at(24, 23), at(24, 9))).toBe(false);
    expect(startsDay(at(25, 0), at(24, 23))).toBe(true);
  });

  it('labels today, yesterday and older days', () => {
    expect(dayLabel(at(24, 9), 'en', t, now)).toBe('Today');
    expect(dayLabel(at(23, 9), 'en', t, now)).toBe('Yesterday');
    expect(dayLabel(at(20, 9), 'en', t, now)).toBe('Fri, November 20');
    expect(dayLabel(new Date(2025, 10, 20, 9).toISOString(), 'en', t, now)).toBe('Thu, November 20, 2025');
  });

  it('shows the time of a message of today in the list, else its date', () => {
    expect(messageTime(at(24, 9), 'en-GB', now)).toBe('09:05');
    expect(messageTime(at(20, 9), 'en', now)).toBe('Nov 20');
  });
});
