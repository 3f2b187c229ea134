// @vitest-environment node
// Catalogue picker calls over the real demo catalogue: type-ahead by product or brand name, sections, typed names
// last, paging a whole section, and 400 on bad parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandProductAnswerSchema, productsPageSchema } from '../../src/domain/catalogue/catalogue-picker';
import type { ItemRef } from '../../src/domain/diary/diary';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

let server: TestServer;

const get = (url: string) => server.app.inject({ method: 'GET', url });

async function search(query: string): Promise<ItemRef[]> {
  const res = await get(`/api/search/brandproduct?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return brandProductAnswerSchema.parse(res.json()).items;
}

async function categoriesOf(items: ItemRef[]): Promise<string[]> {
  const rows = await server.db.selectFrom('products').select('category').distinct().where('id', 'in', items.map((i) => i.id)).execute();
  return rows.map((r) => r.category ?? 'null').sort();
}

beforeAll(async () => {
  server = await startTestServer();
  const grower = await createTestUser(server.db, 'Picker');
  // Names typed by a grower: a strain and a lamp.
  const res = await server.app.inject({
    method: 'POST', url: '/api/diaries',
    headers: { authorization: `Bearer ${grower.token}`, 'x-rniq': newTestKey() },
    payload: { name: 'Typed things', items_seed: [{ name: 'Aardvark Kush' }], items_lamp_veg: [{ name: 'Garage Shop Light' }] },
  });
  expect(res.statusCode).toBe(201);
});
afterAll(() => server.close());

describe('GET /api/search/brandproduct', () => {
  it('matches product names in any case, catalogue products first and each part by name', async () => {
    const items = await search('section=seed&query=KUSH');
    expect(items.length).toBeGreaterThan(2);
    for (const item of items) expect(`${item.name} ${item.brand_name}`.toLowerCase()).toContain('kush');
    expect(items.at(-1)).toMatchObject({ name: 'Aardvark Kush', brand_id: null, brand_name: null, link: '' });
    const catalogue = items.slice(0, -1).map((i) => i.name.toLowerCase());
    expect(catalogue).toEqual([...catalogue].sort());
    expect(items[0]).toEqual({ id: expect.any(Number), name: expect.any(String), link: expect.stringMatching(/^\//), brand_id: expect.any(Number), brand_name: expect.any(String) });
  });

  it('matches brand names, takes wildcards literally and keeps to the limit', async () => {
    const barneys = await search('section=seed&query=barney');
    expect(barneys.length).toBeGreaterThan(0);
    expect(barneys.every((i) => i.brand_name === "Barney's Farm")).toBe(true);
    expect(await search('section=seed&query=%25')).toEqual([]);
    expect(await search('section=seed&query=_')).toEqual([]);
    expect(await search('section=nutrient&limit=3')).toHaveLength(3);
    expect(await search('section=nutrient')).toHaveLength(20);
  });

  it('keeps each equipment section to its categories; a typed lamp is found with the lamps', async () => {
    expect(await categoriesOf(await search('section=lamp&limit=50'))).toEqual(['grow-lights']);
    expect(await categoriesOf(await search('section=tent&limit=50'))).toEqual(['grow-boxes', 'grow-tents']);
    expect(await categoriesOf(await search('section=medium&limit=50'))).toEqual(['substrates']);
    const equip = await categoriesOf(await search('section=equip&limit=50'));
    expect(equip).toContain('ventilation-fans');
    expect(equip.some((c) => ['grow-lights', 'grow-tents', 'grow-boxes', 'substrates'].includes(c))).toBe(false);
    expect((await search('section=lamp&query=garage')).map((i) => i.name)).toEqual(['Garage Shop Light']);
  });

  it('answers 400 for a missing or unknown section and a limit out of range', async () => {
    for (const query of ['query=kush', 'section=strain', 'section=seed&limit=0', 'section=seed&limit=51', 'section=seed&limit=x', `section=seed&query=${'k'.repeat(81)}`]) {
      const res = await get(`/api/search/brandproduct?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe('bad_request');
    }
  });
});

describe('GET /api/products', () => {
  it('pages through a whole section without overlap, with its total', async () => {
    const first = productsPageSchema.parse((await get('/api/products?section=nutrient&start=0&limit=30')).json());
    const rest = productsPageSchema.parse((await get('/api/products?section=nutrient&start=30&limit=500')).json());
    const { count } = await server.db.selectFrom('products').select((eb) => eb.fn.countAll().as('count')).where('section', '=', 'nutrient').executeTakeFirstOrThrow();
    expect(first.total).toBe(Number(count));
    expect(first.items).toHaveLength(30);
    const ids = [...first.items, ...rest.items].map((i) => i.id);
    expect(ids).toHaveLength(Number(count));
    expect(new Set(ids).size).toBe(ids.length);
    expect(await search('section=nutrient&limit=30')).toEqual(first.items);
  });

  it('answers 400 for bad paging or section', async () => {
    for (const query of ['section=seed&limit=501', 'section=seed&start=-1', 'section=lamps', '']) {
      expect((await get(`/api/products?${query}`)).statusCode, query).toBe(400);
    }
  });
});
