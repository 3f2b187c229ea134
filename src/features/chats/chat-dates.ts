// Dates in chats: the time of a message today, the weekday or date before; the day separators of a room.
import type { TFunction } from 'i18next';

/** The time of day ("14:05"): a room says the day above its messages. */
export const clockTime = (iso: string, locale: string) => new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });

/** In the chat list: "14:05" today, else the date ("Nov 21"). */
export function messageTime(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString() ? clockTime(iso, locale) : date.toLocaleDateString(locale, { month: 'short', day: 'numeric' });
}

/** The separator above a message that starts a new local day: Today, Yesterday or the date. */
export function dayLabel(iso: string, locale: string, t: TFunction, now = new Date()): string {
  const date = new Date(iso);
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (date.toDateString() === now.toDateString()) return t('chats.today');
  if (date.toDateString() === yesterday.toDateString()) return t('chats.yesterday');
  return date.toLocaleDateString(locale, { weekday: 'short', month: 'long', day: 'numeric', ...(date.getFullYear() !== now.getFullYear() && { year: 'numeric' }) });
}

/** Whether a message starts a new day after the one before it (by the device's local day). */
export function startsDay(iso: string, previous: string | undefined): boolean {
  if (previous === undefined) return true;
  return new Date(iso).toDateString() !== new Date(previous).toDateString();
}
