// Where the grower edits the thing a queued change is about (the diary or week editor), from its API path.
import type { OutboxMutation } from '@/db/database';

export type EditLink =
  | { to: '/diaries/edit/$id'; params: { id: string } }
  | { to: '/diaries/$id/edit/week/$week' | '/diaries/$id/edit/smoke/$week'; params: { id: string; week: string } };

/** The editor of a queued change, or null when it has none (a removal, a cover choice). */
export function editLinkOf(change: OutboxMutation): EditLink | null {
  if (change.method === 'DELETE') return null;
  const harvest = (change.body as { faza?: number } | null)?.faza === 2;
  const weekTo = harvest ? '/diaries/$id/edit/smoke/$week' : '/diaries/$id/edit/week/$week';
  const week = /^\/api\/diaries\/(-?\d+)\/weeks\/(-?\d+)$/.exec(change.path);
  if (week) return { to: weekTo, params: { id: week[1]!, week: week[2]! } };
  const newWeek = /^\/api\/diaries\/(-?\d+)\/weeks$/.exec(change.path);
  if (newWeek && change.creates) return { to: weekTo, params: { id: newWeek[1]!, week: String(change.creates.temp_id) } };
  if (change.path === '/api/diaries' && change.creates) return { to: '/diaries/edit/$id', params: { id: String(change.creates.temp_id) } };
  const diary = /^\/api\/diaries\/(-?\d+)$/.exec(change.path);
  return diary ? { to: '/diaries/edit/$id', params: { id: diary[1]! } } : null;
}

/** What kind of change it is, as a translation key under `pending.kind`. */
export function changeKind(change: OutboxMutation): string {
  const onWeek = /\/weeks(\/|$)/.test(change.path);
  if (change.path.startsWith('/api/uploads/rotate')) return 'rotate';
  if (/^\/api\/products\/\d+\/review$/.test(change.path)) return 'review';
  if (change.path.endsWith('/cover-week')) return 'cover';
  if (change.method === 'DELETE') return onWeek ? 'deleteWeek' : 'deleteDiary';
  if (change.creates) return onWeek ? 'createWeek' : 'createDiary';
  return onWeek ? 'updateWeek' : 'updateDiary';
}
