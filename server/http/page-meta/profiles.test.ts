// @vitest-environment node
// Metadata of grower pages: titles by name and tab, ProfilePage data, settings never indexed, 404 for unknown growers,
// tabs and settings sections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support';
import { routeMeta } from '../page-meta';

let server: TestServer;
let grower: { id: number; name: string; location: string };
beforeAll(async () => {
  server = await startTestServer();
  grower = await server.db.selectFrom('users').select(['id', 'name', 'location']).where('role', '=', 'user').where('location', '!=', '').orderBy('id').executeTakeFirstOrThrow();
});
afterAll(() => server.close());

const ORIGIN = 'https://grow.test';
const meta = (path: string) => routeMeta(server.db, path, ORIGIN);
async function found(path: string) {
  const answer = await meta(path);
  if (!answer.found) throw new Error(`${path} not found`);
  return answer.meta;
}

describe('grower page metadata', () => {
  it('titles a profile and its tabs by the grower, with ProfilePage data about a Person', async () => {
    const index = await found(`/grower/${grower.id}`);
    expect(index.title).toBe(`${grower.name}, grower — GrowDiaries`);
    expect(index.description).toContain(grower.location);
    expect(index.jsonLd).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person', name: grower.name } });
    expect(index.noindex).toBeUndefined();
    expect((await found(`/grower/${grower.id}/followers`)).title).toBe(`${grower.name}: Followers — GrowDiaries`);
    expect((await found(`/grower/${grower.id}/orders`)).noindex).toBe(true);
  });

  it('never indexes settings, and answers 404 for unknown growers, tabs and sections', async () => {
    expect(await found(`/grower/${grower.id}/settings/measures`)).toMatchObject({ noindex: true });
    expect(await meta('/grower/999999')).toEqual({ found: false });
    expect(await meta('/grower/abc')).toEqual({ found: false });
    expect(await meta(`/grower/${grower.id}/photos`)).toEqual({ found: false });
    expect(await meta(`/grower/${grower.id}/settings/colours`)).toEqual({ found: false });
    expect(await meta(`/grower/${grower.id}/diaries/2`)).toEqual({ found: false });
  });
});
