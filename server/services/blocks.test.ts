// @vitest-environment node
// Blocks over a migrated database: who a grower blocked, the "blocked by" question, and that block and unblock repeat safely.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../test-support';
import { blockGrower, blockedIdsOf, isBlockedBy, listBlocked, unblockGrower } from './blocks';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server.close());

describe('blocks', () => {
  it('records a block once, answers both questions, and forgets it on unblock', async () => {
    const a = await createTestUser(server.db, 'Blocker');
    const b = await createTestUser(server.db, 'Blocked');
    expect(await blockedIdsOf(server.db, a.id)).toEqual([]);
    await blockGrower(server.db, a.id, b.id);
    const again = await blockGrower(server.db, a.id, b.id);
    expect(again.map((r) => r.user.id)).toEqual([b.id]);
    expect(await blockedIdsOf(server.db, a.id)).toEqual([b.id]);
    expect(await isBlockedBy(server.db, a.id, b.id)).toBe(true);
    expect(await isBlockedBy(server.db, b.id, a.id)).toBe(false);
    expect(await blockedIdsOf(server.db, 0)).toEqual([]);
    await unblockGrower(server.db, a.id, b.id);
    expect(await listBlocked(server.db, a.id)).toEqual([]);
    expect(await isBlockedBy(server.db, a.id, b.id)).toBe(false);
  });

  it('refuses blocking oneself or a grower who does not exist', async () => {
    const a = await createTestUser(server.db, 'SelfBlocker');
    await expect(blockGrower(server.db, a.id, a.id)).rejects.toMatchObject({ statusCode: 400 });
    await expect(blockGrower(server.db, a.id, 999999)).rejects.toMatchObject({ statusCode: 404 });
  });
});
