// Reporting content or a grower: queued at once (works offline), sent in order with the other writes.
import type { ComplainReason, ComplainType } from '@/domain/complain/complain-limits';
import { queueWrite, writeLocally } from '@/sync/outbox/queue';
import { reportAdd } from './mutators';

/** Queues a report of an item; `label` names it on /pending ("Diary Blue Dream"). */
export async function reportItem(type: ComplainType, id: number, reason: ComplainReason, text: string, label: string): Promise<void> {
  await writeLocally([], () => queueWrite(reportAdd, { type, id, reason, text: text.trim() }, { label }));
}
