// @vitest-environment node
// The brand manager area read into the device: the brands one manages in order, forgotten on a 403 (they manage
// none now) and kept when offline; a brand's information and managers not overwritten while a change of them waits.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi, TEST_GROWER } from '../../../tests/helpers/device-writes';
import { db } from '@/db/database';
import type { BrandEdit, BrandInformation, ManagedBrand } from '@/domain/brand-manager/brand-manager';
import { NetworkError, ServerError } from '@/sync/transport/http';
import { readManagedBrands, refreshBrand, refreshManagedBrands } from './brands-store';
import { saveBrandInformation } from './writes';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

const hill: ManagedBrand = { id: 3, name: 'Hill Seeds', section: 'seed', category: null, link: '/seedbank/3', avatar: null };
const bloom: ManagedBrand = { id: 5, name: 'Bloom Feed', section: 'nutrient', category: null, link: '/nutrients/5', avatar: null };
const edit: BrandEdit = { ...hill, description: 'Server words', website: '', update_date: '2026-11-25T00:00:00Z' };
const information: BrandInformation = { brand: hill, items_manager: [{ item_user: TEST_GROWER, add_date: '2026-01-01T00:00:00Z', added_by: null }] };

signedInOnEmptyDatabase();
beforeEach(() => {
  vi.stubGlobal('location', { origin: 'https://grow.test', host: 'grow.test' });
});

describe('the brands one manages', () => {
  it('are stored in the order the server gives, forgotten on a 403 and kept when offline', async () => {
    stubApi(() => Response.json({ items: [bloom, hill] }));
    await refreshManagedBrands(TEST_GROWER.id);
    expect((await readManagedBrands(TEST_GROWER.id)).map((b) => b.name)).toEqual(['Bloom Feed', 'Hill Seeds']);

    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
    await expect(refreshManagedBrands(TEST_GROWER.id)).rejects.toBeInstanceOf(NetworkError);
    expect(await readManagedBrands(TEST_GROWER.id)).toHaveLength(2);

    stubApi(() => Response.json({ error: 'forbidden', message: 'You do not manage a brand.' }, { status: 403 }));
    await expect(refreshManagedBrands(TEST_GROWER.id)).rejects.toBeInstanceOf(ServerError);
    expect(await readManagedBrands(TEST_GROWER.id)).toEqual([]);
  });
});

describe("a brand's information", () => {
  it('keeps the device words while their change waits, and takes the managers', async () => {
    stubApi(() => Response.json({ items: [hill] }));
    await refreshManagedBrands(TEST_GROWER.id);
    stubApi(({ path }) => Response.json(path.endsWith('/edit') ? edit : information));
    await refreshBrand(3);
    const stored = (await db.managedBrands.get(3))!;
    expect(stored.edit?.description).toBe('Server words');

    await saveBrandInformation(stored, { name: 'Hill Seeds', description: 'Device words', website: '' });
    await refreshBrand(3);
    expect((await db.managedBrands.get(3))?.edit?.description).toBe('Device words');
    expect((await db.managedBrands.get(3))?.managers?.map((m) => m.item_user.name)).toEqual(['grower']);
  });
});
