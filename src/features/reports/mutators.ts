// The report write the outbox sends: POST /api/complains/{type}/{id} with a reason; a second report of the same item
// while the first waits replaces it, and the answer changes nothing on the device.
import { complainTarget } from '@/domain/api/change-targets';
import type { ComplainAnswer } from '@/domain/complain/complain';
import type { ComplainReason, ComplainType } from '@/domain/complain/complain-limits';
import { defineMutator } from '@/sync/outbox/mutator';

export interface ReportArgs { type: ComplainType; id: number; reason: ComplainReason; text: string }

export const reportAdd = defineMutator<'report.add', ReportArgs, ComplainAnswer>({
  name: 'report.add',
  request: ({ type, id, reason, text }) => ({ method: 'POST', path: `/api/complains/${type}/${id}`, body: { reason, text } }),
  target: ({ type, id }) => complainTarget(type, id),
  replaces: true,
  answer: 'ignored',
  pending: { kind: 'report', editLink: () => null, content: ({ text }) => (text ? [text] : []) },
});

/** The report write, for the mutator registry. */
export const reportMutators = [reportAdd];
