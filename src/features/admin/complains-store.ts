// The moderators' queue over the API: reported items grouped, and the actions on them (online only: a moderator acts on
// what the server holds now).
import type { ComplainQueue, ModerationAction } from '@/domain/complain/complain';
import type { ComplainType } from '@/domain/complain/complain-limits';
import { apiRequest } from '@/sync/transport/http';

export type QueueStatus = 'open' | 'closed';

/** One page of reported items. */
export function fetchComplainQueue(status: QueueStatus, start: number, signal?: AbortSignal): Promise<ComplainQueue> {
  return apiRequest<ComplainQueue>('/api/admin/complains', { query: { status, start }, signal });
}

/** Hides, restores or dismisses an item, or bans its owner. */
export function moderate(type: ComplainType, id: number, action: ModerationAction): Promise<unknown> {
  return apiRequest(`/api/admin/complains/${type}/${id}`, { method: 'POST', body: action });
}
