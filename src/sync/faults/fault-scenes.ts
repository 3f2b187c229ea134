// The fault matrix's parts shared by its areas: the app as a tab loads it, a cell's stage on the server (its grower,
// other people, writes straight to the app), and the shape of one kind of write the matrix makes and counts.
import type { Kysely } from 'kysely';
import type { FileReader as TusFileReader } from 'tus-js-client';
import { vi } from 'vitest';
import type { User } from '@/domain/user/user';
import type { Database } from '../../../server/db/types';
import { createTestUser } from '../../../server/test-support';
import type { FaultyNetwork } from '../../../tests/faults/faulty-network';

/** The app as a tab loads it: fresh module instances over the one (fake) IndexedDB, each feature's writes and stores. */
export async function openTab() {
  vi.resetModules();
  const [database, engine, registry, syncState, identity, storage, uploads, uploadQueue, tus, mediaErrors] = await Promise.all([
    import('@/db/database'), import('@/sync/outbox/sync-engine'), import('@/sync/outbox/registry'), import('@/sync/outbox/sync-state'),
    import('@/sync/transport/identity'), import('@/sync/transport/storage'), import('@/sync/uploads/uploads'),
    import('@/sync/uploads/upload-queue'), import('@/sync/uploads/upload-tus'), import('@/media/media-queue-error'),
  ]);
  return {
    db: database.db, requestSync: engine.requestSync, registeredMutators: registry.registeredMutators, getSyncState: syncState.getSyncState,
    saveSession: identity.saveSession, StorageFullError: storage.StorageFullError, MediaQueueError: mediaErrors.MediaQueueError,
    setUploadTransports: uploads.setUploadTransports, queuePhotos: uploadQueue.queuePhotos, sendTus: tus.sendTus,
    // Each feature's writes, with the stores its screens read before the grower goes offline.
    diaries: { ...(await import('@/features/diaries/writes')), ...(await import('@/features/diaries/diary-page-store')) },
    weeks: await import('@/features/weeks/writes'),
    reviews: await import('@/features/reviews/writes'),
    follows: await import('@/features/follows/writes'),
    comments: { ...(await import('@/features/comments/writes')), ...(await import('@/features/comments/comment-store')) },
    likes: await import('@/features/likes/writes'),
    questions: { ...(await import('@/features/questions/writes')), ...(await import('@/features/questions/question-store')) },
    reports: await import('@/features/reports/writes'),
    chats: { ...(await import('@/features/chats/writes')), ...(await import('@/features/chats/chat-store')) },
    giveaways: { ...(await import('@/features/giveaways/giveaway-writes')), ...(await import('@/features/giveaways/giveaway-store')) },
    awards: await import('@/features/awards/awards-store'),
    journal: await import('@/features/journal/journal-store'),
    settings: await import('@/features/settings/writes'),
    notifications: { ...(await import('@/features/notifications/writes')), ...(await import('@/features/notifications/notification-store')) },
    contact: await import('@/features/contact/writes'),
    shorts: { ...(await import('@/features/shorts/writes')), ...(await import('@/features/shorts/shorts-store')) },
    premium: await import('@/features/premium/writes'),
    orders: { ...(await import('@/features/orders/writes')), ...(await import('@/features/orders/orders-store')) },
    brands: { ...(await import('@/features/brands-manager/writes')), ...(await import('@/features/brands-manager/brands-store')) },
    testers: await import('@/features/brands-manager/tester-store'),
    schemes: await import('@/features/brands-manager/scheme-store'),
    productDetails: await import('@/features/brands-manager/product-details-store'),
    newsletters: await import('@/features/brands-manager/newsletter-store'),
    banners: await import('@/features/brands-manager/banner-store'),
  };
}
export type Tab = Awaited<ReturnType<typeof openTab>>;

/** Reads Blob slices for the real tus client, as it does in browsers (its Node build reads Buffers and streams only). */
export const blobReader: TusFileReader = {
  openFile: async (file: Blob) => ({
    size: file.size, slice: async (start: number, end: number) => ({ value: file.slice(start, end), done: end >= file.size }), close: () => undefined,
  }),
};

/** Someone with an account on the server: the cell's grower, or another grower or brand manager of its scene. */
export interface Person { id: number; token: string; name: string }

/** A person as the app's screens show them (a chat partner, a manager to add...). */
export const asUser = ({ id, name }: Person): User => ({ id, name, link: `/grower/${id}`, status: 'newbie', avatar: null, avatar_small: null, avatar_little: null });

/** Ids of what earlier writes of a cell made (temporary until sent), by resource: a week goes into the diary made before it. */
export type Made = Partial<Record<string, number>>;

/** One kind of write in one cell's scene: what its screen reads first, how it makes the write, and how often it arrived. */
export interface FaultWrite {
  resource: string;
  /** What the screen read into the device before the grower went offline (online, no fault yet). */
  prepare?: (tab: Tab) => Promise<void>;
  /** The write as its screen makes it, offline; answers the id it made, which a later write may go into. */
  write: (tab: Tab, made: Made) => Promise<number | void>;
  /** How many times the write arrived, read from the server's rows and the counters a second effect would bump. */
  arrivals: (db: Kysely<Database>) => Promise<number>;
}

/** A cell's writes of one area (content, community, brands...), over the scene it seeds on the server. */
export type Area = (stage: Stage) => Promise<FaultWrite[]>;

let people = 0;
let products = 0;

/** One cell's stage on the server: its grower (the device's account), the people it meets, and setup writes. */
export class Stage {
  constructor(private readonly network: FaultyNetwork, readonly cell: number, readonly grower: Person) {}

  static async open(network: FaultyNetwork, cell: number): Promise<Stage> {
    const grower = await createTestUser(network.db, `FaultGrower${cell}`);
    return new Stage(network, cell, { ...grower, name: `FaultGrower${cell}` });
  }

  /** The database as it is now (a restart opens it again). */
  get db(): Kysely<Database> {
    return this.network.db;
  }

  /** Another grower of the scene. */
  async person(role: string): Promise<Person> {
    const name = `${role}${(people += 1)}`;
    return { ...(await createTestUser(this.db, name)), name };
  }

  /** A write straight to the app as `who` (setting the scene, no fault): its JSON answer. */
  api<T>(who: Person, method: 'POST' | 'PUT', url: string, body: object = {}): Promise<T> {
    return this.network.seed<T>(who.token, method, url, body);
  }

  /** A diary of `who`: its id. */
  async diary(who: Person, name: string): Promise<number> {
    return (await this.api<{ id: number }>(who, 'POST', '/api/diaries', { name })).id;
  }

  /** A brand of the catalogue on a plan (a partner or premium brand sells through the site), managed by `managers`. */
  async brand(name: string, plan: 'free' | 'partner' = 'partner', managers: Person[] = []): Promise<number> {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const { id } = await this.db.insertInto('brands').values({ name, section: 'nutrient', category: null, link: `/nutrients/${slug}`, avatar: null })
      .returning('id').executeTakeFirstOrThrow();
    await this.db.insertInto('brand_plans').values({ brand_id: id, plan, since: new Date().toISOString() }).execute();
    for (const manager of managers) {
      await this.db.insertInto('brand_managers').values({ brand_id: id, user_id: manager.id, added_by: null, add_date: new Date().toISOString() }).execute();
    }
    return id;
  }

  /** A product of the brand, sold through the site at 12.50 EUR: its id. */
  async product(brandId: number, name: string): Promise<number> {
    const { id } = await this.db.insertInto('products')
      .values({ brand_id: brandId, name, section: 'nutrient', category: null, link: `/nutrients/${brandId}/fault-${(products += 1)}`, description: '' })
      .returning('id').executeTakeFirstOrThrow();
    await this.db.insertInto('product_prices').values({ product_id: id, amount: 1250, currency: 'EUR', update_date: new Date().toISOString() }).execute();
    return id;
  }

  /** `buyer` orders one of the product through the cart's checkout: the order's id. */
  async order(buyer: Person, productId: number): Promise<number> {
    const { orders } = await this.api<{ orders: { id: number }[] }>(buyer, 'POST', '/api/partners/checkout', {
      lines: [{ product_id: productId, quantity: 1, amount: 1250, currency: 'EUR' }],
      delivery: { name: buyer.name, address: '1 Garden Lane, Leeds', phone: '+44 113 496 0000', email: `${buyer.name.toLowerCase()}@example.test` },
      terms: true,
    });
    return orders[0]!.id;
  }
}

/** A moment `days` from now, as the server stores dates. */
export const daysFromNow = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString();

/** The number of rows a query answers. */
export const count = async (query: { execute(): Promise<unknown[]> }): Promise<number> => (await query.execute()).length;

/** A row the screen read into the device before the grower went offline. */
export async function stored<T>(row: Promise<T | undefined>, what: string): Promise<T> {
  const found = await row;
  if (!found) throw new Error(`${what} is not on the device`);
  return found;
}
