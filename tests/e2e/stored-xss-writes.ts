// The stored-XSS corpus: payloads, the accounts writing them through the API, and each entry's fields with the pages and mails showing them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { photo, type FilePayload } from './diary-steps';
import { uniqueName } from './support';

export const PASSWORD = 'a long password';
/** The seeded accounts' password (server/db/seed): the admin and the demo brands' managers. */
export const DEMO_PASSWORD = 'growdiaries-demo';
/** The e2e server's mail folder (DATA_DIR of playwright.config.ts, plus mail/): the server writes each mail there as .eml. */
export const MAIL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../.tmp/e2e-data-${process.env.E2E_PORT ?? 8181}/mail`);

/** Each payload sets window.__xss when it runs. */
export const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '"><svg onload="window.__xss=3">',
  '</title><script>window.__xss=4</script>',
  'see javascript:window.__xss=5 and <a href="javascript:window.__xss=6">this</a>',
];
/** Every payload in one text, for the long fields (220 characters). */
export const ALL = PAYLOADS.join(' ');
/** A payload for the short fields (names of 40 to 80 characters). */
export const SHORT = '<img src=x onerror=window.__xss=7>';
/** An http(s) address (all a website or a link may be) that breaks out of its attribute if written unescaped. */
export const URL_PAYLOAD = 'https://example.test/"><img/src=x/onerror=window.__xss=8>';
/** A path of the app (all a chat's shared address may be) that breaks out of its attribute if written unescaped. */
const SHARED_PATH = '/search?query="><img src=x onerror=window.__xss=8>';
/** Addresses that run script when followed: a website or a link must never be one. */
export const SCRIPT_URLS = ['javascript:window.__xss=9', ' JaVaScRiPt:window.__xss=9', 'data:text/html,<script>window.__xss=9</script>'];
/** What a page's or a mail's HTML must never hold: the payloads' markup, unescaped. */
export const RAW_MARKUP = ['<img src=x', '<img/src=x', '<script>window.__xss', '<svg onload', '</title><script>', '<a href="javascript:'];
/** An article's Markdown: its raw HTML and links go through DOMPurify, so nothing of this may run or link to script. */
const ARTICLE_MARKDOWN = [
  'Body words of the article.', '',
  PAYLOADS.join('\n\n'), '',
  '<iframe srcdoc="<script>parent.__xss=10</script>"></iframe> <details open ontoggle="window.__xss=11">x</details>', '',
  '[a script link](javascript:window.__xss=12) and <a href="jAvAsCrIpT:window.__xss=13">another</a> and <img src="x" onerror="window.__xss=14">',
].join('\n');
/** A newsletter's Markdown: only http(s) links become links, everything else stays text. */
const NEWSLETTER_MARKDOWN = [
  '# Heading <img src=x onerror="window.__xss=15">', '',
  `Letter words ${ALL}`, '',
  '- [a script link](javascript:window.__xss=16)', `- [a fair link](${URL_PAYLOAD})`, '- **bold <script>window.__xss=17</script>**',
].join('\n');

/** Who opens a page: the test's own grower, the seeded admin, or the demo nutrient brand's manager. */
export type Viewer = 'reader' | 'admin' | 'nutrients';

/** A page that shows what an entry wrote. */
export interface PageCheck {
  path: string;
  /** Words the page shows, as text (or in a form field's value, with `inField`). */
  words: string;
  as?: Viewer;
  inField?: boolean;
  /** Guests get it: its server-rendered HTML is read raw too. */
  public?: boolean;
  /** Before the page opens (e.g. keeping only one banner in the ad answers); its context's routes go after the visit. */
  before?: (page: Page) => Promise<void>;
  /** On the page before the words show (choose a brand, open a thread). */
  open?: (page: Page) => Promise<void>;
  /** More to check once the words show. */
  after?: (page: Page) => Promise<void>;
}

/** A mail that carries what an entry wrote: to whom, its kind, and words of its text part to find it by. */
export interface MailCheck { to: string; kind: string; includes: string }

export interface Shown { pages: PageCheck[]; mails?: MailCheck[] }

/** One thing written: the fields it fills (named for the figures) and what shows them. */
export interface Entry { fields: string[]; write: (world: World) => Promise<Shown> }

/** Everyone a test needs, and what to undo once it has looked (a banner shown to everyone). */
export interface World {
  request: APIRequestContext;
  /** The grower who writes the payloads. */
  writer: Account;
  /** The grower reading in the test's page. */
  reader: Account;
  admin: Account;
  cleanups: (() => Promise<void>)[];
}

/** An account and its API calls; each write carries an X-Rniq key of its own. */
export class Account {
  private sent = 0;
  private readonly keys = uniqueName('e2e-xss-');

  constructor(readonly request: APIRequestContext, readonly id: number, readonly name: string, readonly token: string) {}

  static async signUp(request: APIRequestContext, prefix: string): Promise<Account> {
    const name = uniqueName(prefix);
    const res = await request.post('/api/users', { data: { name, email: `${name}@example.test`, password: PASSWORD } });
    expect(res.status(), await res.text()).toBe(201);
    const { token, user } = (await res.json()) as { token: string; user: { id: number } };
    return new Account(request, user.id, name, token);
  }

  static async signIn(request: APIRequestContext, login: string, password = DEMO_PASSWORD): Promise<Account> {
    const res = await request.post('/api/session', { data: { login, password } });
    expect(res.status(), await res.text()).toBe(200);
    const { token, user } = (await res.json()) as { token: string; user: { id: number; name: string } };
    return new Account(request, user.id, user.name, token);
  }

  /** The address of an account made here (signUp). */
  get email(): string {
    return `${this.name}@example.test`;
  }

  private headers(): Record<string, string> {
    return { authorization: `Bearer ${this.token}`, 'x-rniq': `${this.keys}:${++this.sent}` };
  }

  async get<T>(url: string): Promise<T> {
    const res = await this.request.get(url, { headers: { authorization: `Bearer ${this.token}` } });
    expect(res.status(), `GET ${url}: ${await res.text()}`).toBe(200);
    return (await res.json()) as T;
  }

  /** A write the server accepts; its answer (undefined for 204). */
  async send<T = unknown>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, data?: object): Promise<T> {
    const res = await this.request.fetch(url, { method, data, headers: this.headers() });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
    return (res.status() === 204 ? undefined : await res.json()) as T;
  }

  /** A write the server refuses with 400. */
  async refused(method: 'POST' | 'PUT', url: string, data: object): Promise<void> {
    const res = await this.request.fetch(url, { method, data, headers: this.headers() });
    expect(res.status(), `${method} ${url} ${JSON.stringify(data)}: ${await res.text()}`).toBe(400);
  }

  async upload<T>(url: string, fields: Record<string, string | number>, file: FilePayload): Promise<T> {
    const multipart = { ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), file };
    const res = await this.request.post(url, { multipart, headers: this.headers() });
    expect(res.status(), `POST ${url}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as T;
  }
}

interface Item { id: number; link: string }
interface Brand { id: number; name: string; link: string; section: string }

/** Makes `who` a manager of the seeded brand named `name` (added by the admin, who may act on any brand). */
async function managerOf(world: World, who: Account, name: string): Promise<Brand> {
  const { items } = await world.admin.get<{ items: Brand[] }>('/api/brands-manager');
  // Found by the start of its name: an earlier test of the same server may have added a payload to it.
  const brand = items.find((b) => b.name.startsWith(name));
  if (!brand) throw new Error(`No seeded brand ${name}`);
  await world.admin.send('POST', `/api/brands-manager/information/add_manager?brand_id=${brand.id}`, { user_id: who.id });
  return brand;
}

/** The brand manager area on one brand (the admin manages them all: the switcher chooses). */
const onBrand = (brandId: number) => async (page: Page) => {
  await page.getByTestId('brand-switcher').selectOption(String(brandId));
};
/** Types into a combobox of the diary editor so its options show. */
const typeInto = (label: string, text: string) => async (page: Page) => {
  await page.getByRole('combobox', { name: label, exact: true }).fill(text);
};
const click = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name }).first().click();
};
const search = (words: string) => `/search?query=${encodeURIComponent(words)}`;

/** A demo clip that plays: the short stays a real one in the feed, which the shorts tests play from the top. */
const PLAYABLE_CLIP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/db/seed/clips/sprout.webm');

/** Uploads a short's clip over tus in one PATCH (which publishes the short), and its poster. */
async function uploadClip(writer: Account, shortId: number): Promise<void> {
  const clip = await readFile(PLAYABLE_CLIP);
  const metadata = Object.entries({ short_id: shortId, key: uniqueName('clip'), filetype: 'video/webm', filename: 'clip.webm' })
    .map(([k, v]) => `${k} ${Buffer.from(String(v)).toString('base64')}`).join(',');
  const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${writer.token}` };
  const created = await writer.request.post('/api/uploads/videos', { headers: { ...tus, 'upload-length': String(clip.length), 'upload-metadata': metadata } });
  expect(created.status(), await created.text()).toBe(201);
  const done = await writer.request.fetch(created.headers().location!, {
    method: 'PATCH', data: clip, headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
  });
  expect(done.status(), await done.text()).toBe(204);
  await writer.upload('/api/uploads/shorts/posters', { short_id: shortId }, await photo(3));
}

/** A grower's diary, weeks, photos, comments, questions and profile. */
export function growerEntries(): Entry[] {
  let diary: Item;
  let week: Item;
  let photoId: number;
  let question: Item;
  const weekBody = { faza: 0, days: 7, text: `Week ${ALL}`, items_nutrient: [{ name: `Typed dose ${SHORT}`, val: 2 }] };
  return [
    {
      fields: [
        'diary name', 'diary strain (typed)', 'diary nutrient (typed)', 'diary lamp, vegetation (typed)', 'diary lamp, flowering (typed)',
        'diary tent (typed)', 'diary medium (typed)', 'diary equipment (typed)',
      ],
      write: async ({ writer }) => {
        const made = await writer.send<{ id: number }>('POST', '/api/diaries', {
          name: `Diary ${PAYLOADS[0]} ${PAYLOADS[2]}`,
          items_seed: [{ name: `Typed strain ${SHORT}` }], items_nutrient: [{ name: `Typed feed ${SHORT}` }],
          items_lamp_veg: [{ name: `Typed veg lamp ${SHORT}` }], items_lamp_flo: [{ name: `Typed bloom lamp ${SHORT}` }],
          items_tent: [{ name: `Typed tent ${SHORT}` }], items_medium: [{ name: `Typed medium ${SHORT}` }], items_equip: [{ name: `Typed gear ${SHORT}` }],
        });
        diary = { id: made.id, link: `/diaries/${made.id}` };
        return {
          pages: [
            { path: diary.link, words: `Diary ${PAYLOADS[0]}`, public: true },
            ...['strain', 'feed', 'veg lamp', 'bloom lamp', 'tent'].map((what) => ({ path: diary.link, words: `Typed ${what} ${SHORT}` })),
            // Names growers typed are offered to every grower's editor.
            { path: '/diaries/edit/new', words: `Typed medium ${SHORT}`, open: typeInto('Medium products', 'Typed medium') },
            { path: '/diaries/edit/new', words: `Typed gear ${SHORT}`, open: typeInto('Other equipment', 'Typed gear') },
            { path: search('Diary <img'), words: `Diary ${PAYLOADS[0]}` },
            // The card other sites put in an iframe.
            { path: `/embed/diary/${made.id}`, words: `Diary ${PAYLOADS[0]}`, public: true },
          ],
        };
      },
    },
    {
      fields: ['week text', 'week nutrient (typed)'],
      write: async ({ writer }) => {
        const made = await writer.send<{ id: number }>('POST', `/api/diaries/${diary.id}/weeks`, weekBody);
        week = { id: made.id, link: `/diaries/${diary.id}/week/${made.id}` };
        return {
          pages: [
            { path: week.link, words: `Week ${PAYLOADS[0]}`, public: true },
            { path: week.link, words: `Typed dose ${SHORT}` },
            { path: diary.link, words: `Week ${PAYLOADS[0]}` },
          ],
        };
      },
    },
    {
      fields: ['photo caption'],
      write: async ({ writer }) => {
        photoId = (await writer.upload<{ id: number }>('/api/uploads/weeks/media', { diary_id: diary.id, week_id: week.id }, await photo(1))).id;
        await writer.send('PUT', `/api/diaries/${diary.id}/weeks/${week.id}`, { ...weekBody, items_photo: [{ id: photoId, comment: `Caption ${ALL}` }] });
        return { pages: [{ path: week.link, words: `Caption ${PAYLOADS[0]}` }] };
      },
    },
    {
      fields: ['comment on a week', 'comment on a photo', 'reply to a comment'],
      write: async ({ writer }) => {
        const comment = await writer.send<{ id: number }>('POST', `/api/comments/week/${week.id}`, { text: `Comment ${ALL}` });
        await writer.send('POST', `/api/comments/week/${week.id}`, { text: `Reply ${ALL}`, parent_id: comment.id });
        await writer.send('POST', `/api/comments/photo/${photoId}`, { text: `Photo comment ${ALL}` });
        return {
          pages: [
            { path: week.link, words: `Comment ${PAYLOADS[0]}` },
            { path: week.link, words: `Reply ${PAYLOADS[0]}`, open: click(/^Show \d+ repl/) },
            { path: week.link, words: `Photo comment ${PAYLOADS[0]}`, open: click(/^Comments$/) },
          ],
        };
      },
    },
    {
      fields: ['comment on a diary (the owner is told)'],
      write: async ({ writer, reader }) => {
        const own = await reader.send<{ id: number }>('POST', '/api/diaries', { name: 'A plain diary' });
        await writer.send('POST', `/api/comments/diary/${own.id}`, { text: `Diary comment ${ALL}` });
        return { pages: [{ path: '/notifications', words: `Diary comment ${PAYLOADS[0]}` }] };
      },
    },
    {
      fields: ['question title', 'question text', 'answer', 'comment on a question', 'comment on an answer'],
      write: async ({ writer }) => {
        const made = await writer.send<{ id: number }>('POST', '/api/problems', {
          title: `Question ${PAYLOADS[1]}`, category: 'nutrients', text: `Details ${ALL}`, diary_id: diary.id, week_id: week.id,
        });
        question = { id: made.id, link: `/grow-questions/${made.id}` };
        const answer = await writer.send<{ id: number }>('POST', `/api/problems/${made.id}/solution`, { text: `Answer ${ALL}` });
        await writer.send('POST', `/api/comments/question/${made.id}`, { text: `Question comment ${ALL}` });
        await writer.send('POST', `/api/comments/solution/${answer.id}`, { text: `Answer comment ${ALL}` });
        return {
          pages: [
            { path: question.link, words: `Question ${PAYLOADS[1]}`, public: true },
            { path: question.link, words: `Details ${PAYLOADS[0]}` },
            { path: question.link, words: `Answer ${PAYLOADS[0]}` },
            { path: question.link, words: `Question comment ${PAYLOADS[0]}` },
            { path: question.link, words: `Answer comment ${PAYLOADS[0]}`, open: click(/^Comments/) },
            { path: '/grow-questions', words: `Question ${PAYLOADS[1]}`, public: true },
            { path: week.link, words: `Question ${PAYLOADS[1]}` },
          ],
        };
      },
    },
    {
      fields: ['profile bio', 'profile location', 'profile website'],
      write: async ({ writer }) => {
        const { profile } = await writer.get<{ profile: { socials: object } }>(`/api/users/${writer.id}/settings`);
        const body = { name: writer.name, bio: `Bio ${ALL}`, location: `Place ${PAYLOADS[2]}`, socials: profile.socials };
        // A website is an http(s) address: script addresses are refused.
        for (const website of SCRIPT_URLS) await writer.refused('PUT', `/api/users/${writer.id}`, { ...body, website });
        // A name is letters, digits and a few signs.
        await writer.refused('PUT', `/api/users/${writer.id}`, { ...body, name: `${writer.name}<b>`, website: '' });
        await writer.send('PUT', `/api/users/${writer.id}`, { ...body, website: URL_PAYLOAD });
        const profilePath = `/grower/${writer.id}`;
        return {
          pages: [
            { path: profilePath, words: `Bio ${PAYLOADS[0]}`, public: true },
            { path: profilePath, words: `Place ${PAYLOADS[2]}` },
            { path: profilePath, words: URL_PAYLOAD.replace('https://', '') },
          ],
        };
      },
    },
  ];
}

/** What a brand's manager writes (brand, products, composition, scheme, banner) and growers' reviews of its products. */
export function catalogueEntries(): Entry[] {
  let nutrientBrand: Brand;
  let strain: Item;
  let nutrient: Item;
  let device: Item;
  return [
    {
      fields: ['brand name', 'brand description', 'brand website'],
      write: async (world) => {
        const { writer } = world;
        nutrientBrand = await managerOf(world, writer, 'Gold Label');
        for (const website of SCRIPT_URLS) {
          await writer.refused('POST', `/api/brands-manager/edit?brand_id=${nutrientBrand.id}`, { name: 'Gold Label', description: '', website });
        }
        await writer.send('POST', `/api/brands-manager/edit?brand_id=${nutrientBrand.id}`, { name: `Gold Label ${SHORT}`, description: `Brand ${ALL}`, website: URL_PAYLOAD });
        const edit = { path: '/brands-manager/edit', as: 'admin' as const, open: onBrand(nutrientBrand.id), inField: true };
        return {
          pages: [
            { path: nutrientBrand.link, words: `Gold Label ${SHORT}`, public: true },
            { path: '/nutrients', words: `Gold Label ${SHORT}`, public: true },
            { ...edit, words: `Brand ${PAYLOADS[0]}` },
            { ...edit, words: URL_PAYLOAD },
          ],
        };
      },
    },
    {
      fields: ['strain name', 'strain description', 'nutrient name', 'nutrient description', 'equipment name', 'equipment description'],
      write: async (world) => {
        const { writer } = world;
        const seedBrand = await managerOf(world, writer, 'Mephisto Genetics');
        const deviceBrand = await managerOf(world, writer, 'Midea');
        const create = async (brand: Brand, label: string) => writer.send<Item>('POST', `/api/brands-manager/products/edit/0?brand_id=${brand.id}`, {
          name: `${label} ${SHORT}`, description: `${label} text ${ALL}`, tmp_id: uniqueName(label),
        });
        strain = await create(seedBrand, 'Strain');
        nutrient = await create(nutrientBrand, 'Nutrient');
        device = await create(deviceBrand, 'Device');
        return {
          pages: [
            { path: strain.link, words: `Strain ${SHORT}`, public: true },
            { path: strain.link, words: `Strain text ${PAYLOADS[0]}` },
            { path: nutrient.link, words: `Nutrient ${SHORT}`, public: true },
            { path: nutrient.link, words: `Nutrient text ${PAYLOADS[0]}` },
            { path: device.link, words: `Device ${SHORT}`, public: true },
            { path: device.link, words: `Device text ${PAYLOADS[0]}` },
            { path: nutrientBrand.link, words: `Nutrient ${SHORT}` },
            { path: search('Strain <img'), words: `Strain ${SHORT}` },
            { path: '/brands-manager/products', as: 'admin', open: onBrand(nutrientBrand.id), words: `Nutrient ${SHORT}` },
          ],
        };
      },
    },
    {
      fields: ['nutrient ingredient', 'nutrient value name', 'nutrient dose stage'],
      write: async ({ writer }) => {
        await writer.send('POST', `/api/brands-manager/products/composition/edit/${nutrient.id}`, {
          npk: { n: 1, p: 2, k: 3 }, ingredients: [`Ingredient ${SHORT}`], nutrients: [{ name: `Zn ${SHORT}`, value: 1, unit: 'ppm' }],
          doses: [{ stage: `Stage ${SHORT}`, amount: 2 }],
        });
        return { pages: ['Ingredient', 'Zn', 'Stage'].map((label) => ({ path: nutrient.link, words: `${label} ${SHORT}` })) };
      },
    },
    {
      fields: ['feeding scheme name', 'feeding scheme description'],
      write: async ({ writer }) => {
        await writer.send('POST', `/api/brands-manager/schemes/edit/0?brand_id=${nutrientBrand.id}`, {
          name: `Scheme ${PAYLOADS[0]}`, description: `Scheme text ${ALL}`, items_product: [nutrient.id], items_week: [{ faza: 0, week: 1, doses: [2] }],
        });
        const schemes = `${nutrientBrand.link}/schemes`;
        return {
          pages: [
            { path: schemes, words: `Scheme ${PAYLOADS[0]}`, public: true },
            { path: schemes, words: `Scheme text ${PAYLOADS[0]}` },
            { path: '/brands-manager/schemes', as: 'admin', open: onBrand(nutrientBrand.id), words: `Scheme ${PAYLOADS[0]}` },
          ],
        };
      },
    },
    {
      fields: ['banner title', 'banner text', 'banner link'],
      write: async (world) => {
        const { writer } = world;
        const { image_id } = await writer.upload<{ image_id: string }>(`/api/brands-manager/banners/uploads/image?brand_id=${nutrientBrand.id}`, {}, await photo(2));
        const body = { title: `Banner ${SHORT}`, text: `Banner text ${ALL}`, image_id, url: URL_PAYLOAD, sections: ['nutrients'], start_date: null, end_date: null, weight: 10, enabled: true };
        for (const url of SCRIPT_URLS) await writer.refused('POST', `/api/brands-manager/banners/box/0/edit?brand_id=${nutrientBrand.id}`, { ...body, url });
        const banner = await writer.send<{ id: number }>('POST', `/api/brands-manager/banners/box/0/edit?brand_id=${nutrientBrand.id}`, body);
        world.cleanups.push(async () => { await writer.send('POST', `/api/brands-manager/banners/box/${banner.id}/enable`, { enabled: false }); });
        // The ad answers keep this banner alone, so the page's box shows it (a slot picks one banner by weight); routed
        // in the context, which also sees the service worker's requests.
        const onlyThisBanner = async (page: Page) => {
          await page.context().route((url) => url.pathname.startsWith('/api/adv'), async (route) => {
            const answer = (await (await route.fetch()).json()) as Record<string, unknown>;
            for (const [key, value] of Object.entries(answer)) {
              if (key.startsWith('items') && Array.isArray(value)) answer[key] = value.filter((item: { id?: number }) => key === 'items_box' && item.id === banner.id);
            }
            await route.fulfill({ json: answer });
          });
        };
        const adBox = (page: Page) => page.locator(`[data-testid=ad-banner][data-ad-id="${banner.id}"]`).first();
        const admin = { path: '/brands-manager/banners', as: 'admin' as const, open: onBrand(nutrientBrand.id) };
        return {
          pages: [
            {
              path: nutrient.link, words: `Banner text ${PAYLOADS[0]}`, before: onlyThisBanner,
              after: async (page) => {
                await expect(adBox(page)).toContainText(`Banner ${SHORT}`);
                await expect(adBox(page).locator('a').first()).toHaveAttribute('href', /^https:\/\/example\.test\//);
              },
            },
            { ...admin, words: `Banner ${SHORT}` },
          ],
        };
      },
    },
    {
      fields: ['strain review', 'nutrient review', 'equipment review'],
      write: async ({ writer }) => {
        for (const [item, label] of [[strain, 'Strain review'], [nutrient, 'Nutrient review'], [device, 'Device review']] as const) {
          await writer.send('PUT', `/api/products/${item.id}/review`, { n_general: 8, text: `${label} ${ALL}`, props: { smell: `Prop ${SHORT}` } });
        }
        return {
          pages: [
            { path: `${strain.link}/reviews`, words: `Strain review ${PAYLOADS[0]}` },
            { path: nutrient.link, words: `Nutrient review ${PAYLOADS[0]}` },
            { path: device.link, words: `Device review ${PAYLOADS[0]}` },
            { path: `${nutrientBrand.link}/reviews`, words: `Nutrient review ${PAYLOADS[0]}` },
            { path: `/grower/${writer.id}/reviews`, words: `Device review ${PAYLOADS[0]}` },
          ],
        };
      },
    },
    {
      fields: ['harvest strain review', 'harvest nutrient review'],
      write: async ({ writer }) => {
        const harvest = await writer.send<{ id: number }>('POST', '/api/diaries', { name: 'Harvest diary', items_seed: [{ id: strain.id }], items_nutrient: [{ id: nutrient.id }] });
        await writer.send('POST', `/api/diaries/${harvest.id}/weeks`, {
          faza: 2, days: 7, review_seed: { n_general: 9, text: `Harvest review ${ALL}` },
          nutrient_reviews: [{ id: nutrient.id, n_general: 7, text: `Feed review ${ALL}` }],
        });
        return {
          pages: [
            { path: `${strain.link}/harvests`, words: `Harvest review ${PAYLOADS[0]}` },
            { path: `${nutrient.link}/harvests`, words: `Feed review ${PAYLOADS[0]}` },
          ],
        };
      },
    },
  ];
}

/** Chats, shorts, a giveaway entry and an article with their comments. */
export function communityEntries(): Entry[] {
  return [
    {
      fields: ['chat message', 'chat message\'s shared address', 'group chat name', 'group chat message'],
      write: async ({ writer, reader }) => {
        const direct = await writer.send<{ id: number }>('POST', '/api/chats', { user_id: reader.id });
        // A shared address, shown as a link, is a path of the app: never a script, nor another site once the browser
        // drops the tabs and line breaks of an address.
        for (const address of [...SCRIPT_URLS, '/\t/evil.example/', '/\n\\evil.example/', '//evil.example/']) {
          await writer.refused('POST', `/api/chats/${direct.id}/messages`, { text: 'Look', address });
        }
        await writer.send('POST', `/api/chats/${direct.id}/messages`, { text: `Message ${ALL}`, address: SHARED_PATH });
        const group = await writer.send<{ id: number }>('POST', '/api/chats', { user_id: reader.id, name: `Group ${SHORT}` });
        await writer.send('POST', `/api/chats/${group.id}/messages`, { text: `Group message ${ALL}` });
        return {
          pages: [
            { path: `/chats/${direct.id}`, words: `Message ${PAYLOADS[0]}` },
            {
              path: `/chats/${direct.id}`, words: SHARED_PATH,
              after: async (page) => { await expect(page.getByRole('link', { name: SHARED_PATH })).toHaveAttribute('href', SHARED_PATH); },
            },
            { path: `/chats/${group.id}`, words: `Group message ${PAYLOADS[0]}` },
            { path: '/chats', words: `Group ${SHORT}` },
          ],
        };
      },
    },
    {
      fields: ['short title', 'short text', 'comment on a short'],
      write: async ({ writer }) => {
        const short = await writer.send<{ id: number }>('POST', '/api/shorts', { title: `Short ${PAYLOADS[3]}`, text: `Short text ${ALL}` });
        await uploadClip(writer, short.id);
        await writer.send('POST', `/api/comments/short/${short.id}`, { text: `Short comment ${ALL}` });
        const video = `/video/${short.id}`;
        return {
          pages: [
            { path: video, words: `Short ${PAYLOADS[3]}`, public: true },
            { path: video, words: `Short text ${PAYLOADS[0]}` },
            { path: video, words: `Short comment ${PAYLOADS[0]}` },
            { path: `/shorts/${short.id}`, words: `Short ${PAYLOADS[3]}`, public: true },
            { path: `/grower/${writer.id}/shorts`, words: `Short ${PAYLOADS[3]}` },
          ],
        };
      },
    },
    {
      fields: ['giveaway entry (its diary name)', 'comment on a giveaway'],
      write: async ({ writer }) => {
        const giveaway = await writer.get<{ id: number; link: string; categories: { id: number; title: string }[] }>('/api/giveaways/winter-harvest-cup');
        const category = giveaway.categories.find((c) => c.title === 'Best first grow')!;
        const entry = await writer.send<{ id: number }>('POST', '/api/diaries', { name: `Entry ${PAYLOADS[0]}` });
        await writer.send('POST', `/api/giveaways/${giveaway.id}/join`, { category_id: category.id, content_id: entry.id });
        await writer.send('POST', `/api/comments/giveaway/${giveaway.id}`, { text: `Giveaway comment ${ALL}` });
        const page = `/giveaways/${giveaway.link}`;
        return { pages: [{ path: page, words: `Entry ${PAYLOADS[0]}`, public: true }, { path: page, words: `Giveaway comment ${PAYLOADS[0]}` }] };
      },
    },
    {
      fields: ['article title', 'article lead', 'article text (Markdown)', 'comment on an article'],
      write: async ({ writer, admin }) => {
        const article = await admin.send<{ id: number; link: string }>('POST', '/api/blogs', {
          title: `Article ${PAYLOADS[3]}`, description: `Lead ${ALL}`, text: ARTICLE_MARKDOWN, category: 'guides', tags: [],
        });
        await writer.send('POST', `/api/comments/article/${article.id}`, { text: `Article comment ${ALL}` });
        const page = `/journal/${article.link}`;
        return {
          pages: [
            { path: page, words: `Article ${PAYLOADS[3]}`, public: true },
            { path: page, words: `Lead ${PAYLOADS[0]}` },
            {
              path: page, words: 'Body words of the article.',
              // DOMPurify left no script, no event handler and no frame in the body.
              after: async (page) => {
                const body = await page.getByTestId('article-body').innerHTML();
                expect(body).not.toMatch(/<script|<iframe|\son[a-z]+=/i);
              },
            },
            { path: page, words: `Article comment ${PAYLOADS[0]}` },
            { path: '/journal', words: `Article ${PAYLOADS[3]}`, public: true },
          ],
        };
      },
    },
  ];
}

/** What admins and brand managers read: reports, contact messages, partner orders and newsletters. */
export function backOfficeEntries(): Entry[] {
  return [
    {
      fields: ['report text', 'moderation reason'],
      write: async ({ writer, reader, admin }) => {
        const diary = await writer.send<{ id: number }>('POST', '/api/diaries', { name: 'A reported diary' });
        const week = await writer.send<{ id: number }>('POST', `/api/diaries/${diary.id}/weeks`, { faza: 0, days: 7, text: 'Plain week' });
        const reported = await reader.send<{ id: number }>('POST', `/api/comments/week/${week.id}`, { text: 'A plain comment to report' });
        await writer.send('POST', `/api/complains/comment/${reported.id}`, { reason: 'other', text: `Report ${ALL}` });
        // The reported item's title, as moderators see it, is the writer's message; its place the group's name.
        const group = await writer.send<{ id: number }>('POST', '/api/chats', { user_id: reader.id, name: `Reported group ${SHORT}` });
        const message = await writer.send<{ id: number }>('POST', `/api/chats/${group.id}/messages`, { text: `Reported message ${ALL}` });
        await reader.send('POST', `/api/complains/chat_message/${message.id}`, { reason: 'spam', text: '' });
        // A moderator hides another comment of the reader's with a reason its author reads.
        const hidden = await reader.send<{ id: number }>('POST', `/api/comments/week/${week.id}`, { text: 'A plain comment to hide' });
        await admin.send('POST', `/api/admin/complains/comment/${hidden.id}`, { action: 'hide', reason: `Reason ${ALL}` });
        return {
          pages: [
            { path: '/admin/complains', as: 'admin', words: `Reported message ${PAYLOADS[0]}` },
            { path: '/admin/complains', as: 'admin', words: `Reported group ${SHORT}` },
            { path: '/admin/complains', as: 'admin', words: `Report ${PAYLOADS[0]}` },
            { path: `/diaries/${diary.id}/week/${week.id}`, words: `Reason ${PAYLOADS[0]}` },
          ],
        };
      },
    },
    {
      fields: ['contact name', 'contact subject', 'contact company', 'contact website', 'contact message'],
      write: async ({ request, writer }) => {
        const res = await request.post('/api/contacts', {
          headers: { 'x-guest': uniqueName('guest'), 'x-rniq': uniqueName('contact') },
          data: {
            kind: 'partner', name: `Sender ${SHORT}`, email: writer.email, subject: `Subject ${writer.name} ${PAYLOADS[0]}`, company: `Company ${SHORT}`,
            website: URL_PAYLOAD, interest: 'advertising', text: `Contact ${ALL}`,
          },
        });
        expect(res.status(), await res.text()).toBe(201);
        return { pages: [], mails: [{ to: 'contact@growdiaries.localhost', kind: 'partner', includes: `Subject ${writer.name}` }] };
      },
    },
    {
      fields: ['order delivery name', 'order delivery address'],
      write: async ({ request, writer }) => {
        const nutrients = await Account.signIn(request, 'nutrients');
        const brand = (await nutrients.get<{ items: { id: number }[] }>('/api/brands-manager')).items[0]!;
        const products = await nutrients.get<{ items: { id: number }[] }>(`/api/brands-manager/products?brand_id=${brand.id}&limit=100`);
        type Offer = { product_id: number; amount: number; currency: string };
        let offer: Offer | null = null;
        for (const { id } of products.items) {
          offer = (await writer.get<{ offer: Offer | null }>(`/api/partners/products/${id}`)).offer;
          if (offer) break;
        }
        if (!offer) throw new Error('The demo nutrient brand sells nothing');
        await writer.send('POST', '/api/partners/checkout', {
          lines: [{ product_id: offer.product_id, quantity: 1, amount: offer.amount, currency: offer.currency }],
          delivery: { name: `Buyer ${SHORT}`, address: `Street ${writer.name} ${ALL}`, phone: '+49 30 1234567', email: writer.email }, terms: true,
        });
        return {
          pages: [
            { path: '/brands-manager/orders', as: 'nutrients', words: `Buyer ${SHORT}` },
            { path: '/brands-manager/orders', as: 'nutrients', words: `Street ${writer.name} ${PAYLOADS[0]}` },
          ],
          mails: [{ to: 'nutrients@growdiaries.test', kind: 'partner-order', includes: `Street ${writer.name}` }],
        };
      },
    },
    {
      fields: ['newsletter subject', 'newsletter body (Markdown)'],
      write: async (world) => {
        const { writer, reader } = world;
        const brand = await managerOf(world, writer, 'Dutch Pro');
        // The reader follows the brand and takes its product news by mail.
        await reader.send('POST', `/api/follows/brand/${brand.id}`);
        const { settings } = await reader.get<{ settings: { subscribe: Record<string, boolean> } }>(`/api/users/${reader.id}/settings`);
        await reader.send('PATCH', `/api/users/${reader.id}/settings/subscribe`, { value: { ...settings.subscribe, product_news: true } });
        const write = () => writer.send<{ id: number }>('POST', `/api/brands-manager/newsletters/edit/0?brand_id=${brand.id}`, { subject: `Subject ${PAYLOADS[0]}`, body: NEWSLETTER_MARKDOWN });
        await writer.send('POST', `/api/brands-manager/newsletters/${(await write()).id}/send`);
        // A sent newsletter opens the list: the editor's preview is read on a draft.
        const draft = await write();
        const admin = { as: 'admin' as const, open: onBrand(brand.id) };
        return {
          pages: [
            { ...admin, path: '/brands-manager/newsletters', words: `Subject ${PAYLOADS[0]}` },
            {
              ...admin, path: `/brands-manager/newsletters/edit/${draft.id}`, words: `Letter words ${PAYLOADS[0]}`,
              // Only the http(s) link is a link in the preview.
              after: async (page) => {
                const preview = page.getByTestId('newsletter-preview');
                await expect(preview.getByRole('link')).toHaveCount(1);
                await expect(preview.getByRole('link', { name: 'a fair link' })).toHaveAttribute('href', URL_PAYLOAD);
                await expect(preview.getByText('[a script link](javascript:window.__xss=16)')).toBeVisible();
              },
            },
          ],
          mails: [{ to: reader.email, kind: 'newsletter-brand', includes: 'Letter words' }],
        };
      },
    },
  ];
}
