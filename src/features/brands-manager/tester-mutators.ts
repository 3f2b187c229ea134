// The writes of a brand's testers the outbox sends (/api/brands-manager/testers…): a tester added or removed, how
// the answer (the brand's testers and log) is stored, and how /pending shows them.
import { db } from '@/db/database';
import { brandTarget, brandTesterTarget } from '@/domain/api/change-targets';
import type { BrandTesters } from '@/domain/brand-manager/tester';
import { defineMutator, type ReplayContext } from '@/sync/outbox/mutator';

const BASE = '/api/brands-manager/testers';

export interface TesterArgs { brand_id: number; user_id: number; name: string }

const testerTables = () => [db.brandTesters];
/** Where the brand's tester writes are found in the outbox. */
export const testerTargetsOf = (brandId: number) => `${brandTarget(brandId)}/tester:`;

/** The brand's testers as the server answered them, unless another change of its testers waits (its own row still counts). */
async function storeTesters(answer: BrandTesters, { args }: ReplayContext<TesterArgs>): Promise<void> {
  if ((await db.outbox.where('target').startsWith(testerTargetsOf(args.brand_id)).count()) > 1) return;
  await db.brandTesters.put({ ...answer, brand_id: args.brand_id, synced_at: Date.now() });
}

const testerMutator = <N extends 'brandTester.add' | 'brandTester.remove'>(name: N, action: 'add_tester' | 'remove_tester', kind: 'addBrandTester' | 'removeBrandTester') =>
  defineMutator<N, TesterArgs, BrandTesters>({
    name,
    request: ({ brand_id, user_id }) => ({ method: 'POST', path: `${BASE}/${action}?brand_id=${brand_id}`, body: { user_id } }),
    target: ({ brand_id, user_id }) => brandTesterTarget(brand_id, user_id),
    replaces: false,
    answer: { tables: testerTables, store: storeTesters },
    pending: { kind, editLink: () => null, content: ({ name: grower }) => [grower] },
  });

export const addBrandTester = testerMutator('brandTester.add', 'add_tester', 'addBrandTester');
export const removeBrandTester = testerMutator('brandTester.remove', 'remove_tester', 'removeBrandTester');

/** Every tester write, for the mutator registry. */
export const brandTesterMutators = [addBrandTester, removeBrandTester];
