// @vitest-environment node
// Strain catalogue: category filters and their validation, paging and orders, category counts, a strain's
// attributes and parents, and the lineage tree (depth bound, cycles, unknown strains).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strainCategoriesSchema, strainDetailSchema, strainsPageSchema, MAX_TREE_DEPTH, type AncestorNode, type DescendantNode, type StrainTree } from '../../src/domain/strain/strain';
import { CATEGORY_VALUES, FIXED_PAGE_CATEGORIES, geneType, heightLevel, STRAIN_CATEGORIES, thcLevel, yieldLevel } from '../../src/domain/strain/strain-vocabulary';
import { startTestServer, type TestServer } from '../test-support';

let server: TestServer;
/** Strains of the demo catalogue (server/db/seed/catalogue-data.ts). */
const DEMO_STRAINS = 41;

const get = (url: string) => server.app.inject({ method: 'GET', url });
async function list(query: string) {
  const res = await get(`/api/strains?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return strainsPageSchema.parse(res.json());
}
async function detail(id: number) {
  const res = await get(`/api/strains/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return strainDetailSchema.parse(res.json());
}
async function tree(query: string): Promise<StrainTree> {
  const res = await get(`/api/service/strains-tree?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StrainTree;
}
async function strainNamed(name: string) {
  const found = (await list(`query=${encodeURIComponent(name)}&limit=100`)).items.find((s) => s.name === name);
  expect(found, name).toBeDefined();
  return found!;
}
const ancestorDepth = (nodes: AncestorNode[]): number => (nodes.length ? 1 + Math.max(...nodes.map((n) => ancestorDepth(n.parents))) : 0);
const descendantDepth = (nodes: DescendantNode[]): number => (nodes.length ? 1 + Math.max(...nodes.map((n) => descendantDepth(n.children))) : 0);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('strain attributes', () => {
  it('describes every demo strain, its levels following the fixed rules', async () => {
    const all = await list('limit=100');
    expect(all.total).toBe(DEMO_STRAINS);
    for (const strain of all.items) {
      const full = await detail(strain.id);
      const a = full.attributes!;
      expect(a, strain.name).not.toBeNull();
      expect(a.indica + a.sativa).toBe(100);
      expect(a.genes).toBe(geneType(a.indica));
      expect(a.thc_level).toBe(thcLevel(a.thc));
      expect(a.yield_level).toBe(yieldLevel(a.yield_gm2));
      expect(a.height_level).toBe(heightLevel(a.height_cm));
      expect(a.flowering_type).toBe(/auto/i.test(strain.name) ? 'autoflowering' : 'photoperiod');
      expect(a.positive_effects.length).toBeGreaterThanOrEqual(2);
      for (const effect of a.positive_effects) expect(CATEGORY_VALUES['positive-effects']).toContain(effect);
      for (const taste of a.tastes) expect(CATEGORY_VALUES.tastes).toContain(taste);
      expect(strain.attributes).toEqual({ genes: a.genes, flowering_type: a.flowering_type, thc: a.thc, thc_level: a.thc_level, growing: a.growing });
    }
  });

  it('names a strain’s parents: catalogue strains with their page, landraces without', async () => {
    const jack = await detail((await strainNamed('Jack Herer')).id);
    const northernLights = await strainNamed('Northern Lights');
    expect(jack.items_parent).toEqual([
      { id: null, name: 'Haze', link: null, brand_name: null },
      { id: northernLights.id, name: 'Northern Lights', link: `/strains/${northernLights.id}`, brand_name: 'Sensi Seeds' },
    ]);
  });

  it('answers 404 for a strain that does not exist, 400 for a bad id', async () => {
    expect((await get('/api/strains/999999')).statusCode).toBe(404);
    expect((await get('/api/strains/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/strains with a category', () => {
  it('finds exactly the strains having the value, for a value of every category', async () => {
    const all = await Promise.all((await list('limit=100')).items.map((s) => detail(s.id)));
    const valuesOf = (category: string, s: (typeof all)[number]): string[] => {
      const a = s.attributes!;
      const byCategory: Record<string, string[]> = {
        'positive-effects': a.positive_effects, 'negative-effects': a.negative_effects, medical: a.medical, tastes: a.tastes,
        yield: [a.yield_level], height: [a.height_level], growing: [a.growing], genes: [a.genes, a.flowering_type], thc: [a.thc_level],
      };
      return byCategory[category]!;
    };
    for (const category of STRAIN_CATEGORIES) {
      for (const value of CATEGORY_VALUES[category]) {
        const expected = all.filter((s) => valuesOf(category, s).includes(value)).map((s) => s.id).sort((x, y) => x - y);
        const page = await list(`category=${category}&value=${value}&limit=100`);
        expect(page.total, `${category}/${value}`).toBe(expected.length);
        expect(page.items.map((s) => s.id).sort((x, y) => x - y)).toEqual(expected);
      }
    }
  });

  it('has strains on each fixed page of spec §2', async () => {
    for (const category of FIXED_PAGE_CATEGORIES) {
      const counts = await Promise.all(CATEGORY_VALUES[category].map(async (value) => (await list(`category=${category}&value=${value}`)).total));
      expect(counts.reduce((a, b) => a + b), category).toBe(DEMO_STRAINS);
    }
    expect((await list('category=thc&value=high')).total).toBeGreaterThan(0);
    expect((await list('category=growing&value=easy')).total).toBeGreaterThan(0);
  });

  it('combines a category with the name and breeder filters', async () => {
    const auto = await list('category=genes&value=autoflowering&limit=100');
    expect(auto.items.every((s) => /auto/i.test(s.name))).toBe(true);
    const fastBuds = auto.items.find((s) => s.brand_name === 'FastBuds')!;
    const ofBreeder = await list(`category=genes&value=autoflowering&brand_id=${fastBuds.brand_id}`);
    expect(ofBreeder.total).toBe(4);
    expect((await list('category=genes&value=autoflowering&query=gorilla')).items.map((s) => s.name)).toEqual(['Gorilla Auto', 'Gorilla Cookies Auto']);
  });

  it('refuses unknown categories and values, a value alone, a category alone, and limits out of bounds', async () => {
    for (const query of ['category=smell&value=low', 'category=thc&value=extreme', 'category=tastes&value=sleepy', 'value=low', 'category=thc',
      'category=thc&value=LOW', 'limit=101', 'limit=0', 'start=-1', 'sort=thc', 'brand_id=0']) {
      const res = await get(`/api/strains?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });
});

describe('paging and orders', () => {
  it('pages through all strains in name order without gaps or repeats', async () => {
    const seen: string[] = [];
    for (let start = 0; start < DEMO_STRAINS + 20; start += 20) {
      const page = await list(`start=${start}&limit=20`);
      expect(page.total).toBe(DEMO_STRAINS);
      seen.push(...page.items.map((s) => s.name));
    }
    expect(seen).toHaveLength(DEMO_STRAINS);
    expect(new Set(seen).size).toBe(DEMO_STRAINS);
    expect(seen).toEqual([...seen].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect((await list('start=1000&limit=20')).items).toEqual([]);
  });

  it('orders by diaries, most first', async () => {
    const page = await list('sort=diaries&limit=100');
    const counts = page.items.map((s) => s.cnt_diaries);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
  });

  it('orders by rating, the unrated last', async () => {
    const page = await list('sort=rating&limit=100');
    const rates = page.items.map((s) => s.item_stat.avg_rate ?? -1);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });
});

describe('GET /api/strains/categories', () => {
  it('lists every value of every category with its strain count', async () => {
    const res = await get('/api/strains/categories');
    expect(res.statusCode).toBe(200);
    const { items } = strainCategoriesSchema.parse(res.json());
    expect(items.map((c) => c.category)).toEqual([...STRAIN_CATEGORIES]);
    for (const { category, values } of items) {
      expect(values.map((v) => v.value)).toEqual([...CATEGORY_VALUES[category]]);
      for (const { value, count } of values) expect(count, `${category}/${value}`).toBe((await list(`category=${category}&value=${value}`)).total);
    }
    const genes = items.find((c) => c.category === 'genes')!;
    expect(genes.values.find((v) => v.value === 'autoflowering')!.count + genes.values.find((v) => v.value === 'photoperiod')!.count).toBe(DEMO_STRAINS);
  });
});

describe('GET /api/service/strains-tree', () => {
  it('gives a strain’s ancestors and descendants as trees of linked nodes', async () => {
    const lsdAuto = await strainNamed('LSD-25 Auto');
    const t = await tree(`id=${lsdAuto.id}`);
    expect(t.item).toEqual({ id: lsdAuto.id, name: 'LSD-25 Auto', link: `/strains/${lsdAuto.id}`, brand_name: 'FastBuds' });
    expect(t.parents.map((p) => p.name)).toEqual(['LSD-25', 'Ruderalis']);
    expect(t.parents[0]!.parents.map((p) => p.name)).toEqual(['Mazar', 'Skunk #1']);
    expect(t.parents[0]!.parents[0]!.parents.map((p) => p.name)).toEqual(['Mazar-i-Sharif', 'Skunk #1']);
    expect(t.children).toEqual([]);

    const northernLights = await strainNamed('Northern Lights');
    const down = await tree(`name=northern%20lights`);
    expect(down.item.id).toBe(northernLights.id);
    expect(down.children.map((c) => c.name)).toEqual(['Bubba Kush', 'Jack Herer', 'Northern Light']);
    const bubba = down.children[0]!;
    expect(bubba.children.map((c) => c.name)).toEqual(['Exodus Kush', 'Ripped Bubba', 'Toffee Butter Kush']);
    expect(bubba.link).toMatch(/^\/strains\/\d+$/);
  });

  it('goes no deeper than asked, and at most four generations', async () => {
    const lsdAuto = await strainNamed('LSD-25 Auto');
    expect(ancestorDepth((await tree(`id=${lsdAuto.id}&depth=1`)).parents)).toBe(1);
    expect(ancestorDepth((await tree(`id=${lsdAuto.id}&depth=2`)).parents)).toBe(2);
    expect(ancestorDepth((await tree(`id=${lsdAuto.id}`)).parents)).toBe(3);
    expect(ancestorDepth((await tree(`id=${lsdAuto.id}&depth=${MAX_TREE_DEPTH}`)).parents)).toBe(4);
    const afghaniChildren = await tree(`name=Skunk%20%231&depth=1`);
    expect(descendantDepth(afghaniChildren.children)).toBe(1);
    expect((await get(`/api/service/strains-tree?id=${lsdAuto.id}&depth=${MAX_TREE_DEPTH + 1}`)).statusCode).toBe(400);
    expect((await get(`/api/service/strains-tree?id=${lsdAuto.id}&depth=0`)).statusCode).toBe(400);
  });

  it('stops at a cycle instead of following it', async () => {
    const a = await strainNamed('Think Different');
    const b = await strainNamed('Frisian Dew');
    // Not real genetics: each made the other's parent.
    await server.db.insertInto('strain_parents').values([
      { product_id: a.id, position: 2, parent_id: b.id, parent_name: b.name },
      { product_id: b.id, position: 2, parent_id: a.id, parent_name: a.name },
    ]).execute();
    try {
      const t = await tree(`id=${a.id}&depth=${MAX_TREE_DEPTH}`);
      const frisian = t.parents.find((p) => p.id === b.id)!;
      const back = frisian.parents.find((p) => p.id === a.id)!;
      expect(back.parents).toEqual([]);
      const down = await tree(`id=${a.id}&depth=${MAX_TREE_DEPTH}`);
      expect(down.children.find((c) => c.id === b.id)!.children.find((c) => c.id === a.id)!.children).toEqual([]);
    } finally {
      await server.db.deleteFrom('strain_parents').where('position', '=', 2).execute();
    }
  });

  it('limits the trees one address asks for', async () => {
    const lsdAuto = await strainNamed('LSD-25 Auto');
    const answers: number[] = [];
    for (let i = 0; i < 125; i++) answers.push((await server.app.inject({ method: 'GET', url: `/api/service/strains-tree?id=${lsdAuto.id}&depth=1`, remoteAddress: '10.9.8.7' })).statusCode);
    expect(answers.filter((status) => status === 200).length).toBeLessThanOrEqual(120);
    const limited = await server.app.inject({ method: 'GET', url: `/api/service/strains-tree?id=${lsdAuto.id}`, remoteAddress: '10.9.8.7' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await server.app.inject({ method: 'GET', url: `/api/service/strains-tree?id=${lsdAuto.id}`, remoteAddress: '10.9.8.8' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown strain and 400 without an id or a name', async () => {
    expect((await get('/api/service/strains-tree?id=999999')).statusCode).toBe(404);
    expect((await get('/api/service/strains-tree?name=No%20Such%20Strain')).statusCode).toBe(404);
    expect((await get('/api/service/strains-tree')).statusCode).toBe(400);
    expect((await get('/api/service/strains-tree?id=x')).statusCode).toBe(400);
  });
});
