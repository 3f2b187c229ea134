// @vitest-environment node
// The authorization matrix: every write route of the app's route table tried as a guest, another grower, the manager of
// another brand, an admin who does not own the item, and the owner, against fresh items of the owner. A route missing from the matrix fails the
// test, so a new write route must say who may use it. "denied" is 401, 403 or 404 (never telling a stranger what
// exists); "allowed" is any answer past authorization (2xx, or a 4xx about the input: 400, 409, 422), never a 5xx.
// Then the fuzz of each route's own body: every field of the body the matrix sends, one at a time, made wrong.
import { strToU8, zipSync } from 'fflate';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FORMAT } from '../services/account-export';
import { createGiveaway } from '../services/giveaways';
import { createTestUser, multipartBody, newTestKey, startTestServer, type TestServer } from '../test-support';

type Role = 'guest' | 'other' | 'manager' | 'admin' | 'owner';
type Outcome = 'allowed' | 'denied';
interface Grower { id: number; token: string }

/** What one route is tried with: the owner's items, and the grower the owner chats with and blocks. */
interface Items {
  owner: Grower; buddy: Grower;
  diary: number; week: number; photo: number; question: number; solution: number; comment: number; chat: number;
  notification: number; group: string; period: string; video: string; product: number; endpoint: string;
  /** A brand the owner and the buddy manage (the buddy also tests it), one of its products and one of its nutrient schemes. */
  brand: number; brandProduct: number; brandScheme: number;
  /** A draft newsletter of the brand. */
  brandNewsletter: number;
  /** A photo of that product. */
  brandProductPhoto: number;
  /** A box banner of the brand, and a picture uploaded for the brand's banners. */
  brandBanner: number; brandBannerImage: string;
  /** A journal article (written by an admin, not the owner) and a reader poll with one of its options. */
  article: number; poll: number; pollOption: number;
  /** An open giveaway: a category holding the owner's entry (with the owner's diary) and a category still free. */
  giveaway: number; giveawayCategory: number; giveawayEntry: number; giveawayFreeCategory: number;
  /** An award open for voting, one of its categories and a nominee of it (the buddy). */
  award: number; awardCategory: number; awardNominee: number;
  /** A short of the owner (a draft: its clip is not needed to edit it). */
  short: number;
  /** An unpaid premium order of the owner, paid by invoice. */
  order: number;
  /** A new partner order of the owner from the owner's brand. */
  partnerOrder: number;
}

interface RouteCase {
  path: (items: Items) => string;
  body?: (items: Items) => unknown;
  /**
   * Outcomes per role; `anyone` writes (sign-in, telemetry) are allowed to all, `signedIn` writes to every grower. The
   * manager of another brand may do what any other grower may, unless a route says otherwise.
   */
  expect: Record<Exclude<Role, 'manager'>, Outcome> & { manager?: Outcome };
}

const A: Outcome = 'allowed';
const D: Outcome = 'denied';
/** Anyone, signed in or not. */
const anyone = { guest: A, other: A, admin: A, owner: A };
/** Any signed-in grower (about their own account or a public item). */
const signedIn = { guest: D, other: A, admin: A, owner: A };
/** Only the item's owner. */
const ownerOnly = { guest: D, other: D, admin: D, owner: A };
/** The owner, and moderators (admins) acting on it. */
const ownerOrModerator = { guest: D, other: D, admin: A, owner: A };
/** Moderators only. */
const moderators = { guest: D, other: D, admin: A, owner: D };

const weekBody = { faza: 1, days: 7 };
const MATRIX: Record<string, RouteCase> = {
  'POST /api/diaries': { path: () => '/api/diaries', body: () => ({ name: 'Mine' }), expect: signedIn },
  'PUT /api/diaries/:id': { path: (i) => `/api/diaries/${i.diary}`, body: () => ({ name: 'Renamed' }), expect: ownerOnly },
  'PATCH /api/diaries/:id': { path: (i) => `/api/diaries/${i.diary}`, body: () => ({ name: 'Renamed' }), expect: ownerOnly },
  'DELETE /api/diaries/:id': { path: (i) => `/api/diaries/${i.diary}`, expect: ownerOnly },
  'PUT /api/diaries/:id/cover-week': { path: (i) => `/api/diaries/${i.diary}/cover-week`, body: (i) => ({ photo_id: i.photo }), expect: ownerOnly },
  'POST /api/diaries/:id/weeks': { path: (i) => `/api/diaries/${i.diary}/weeks`, body: () => weekBody, expect: ownerOnly },
  'PUT /api/diaries/:id/weeks/:week': { path: (i) => `/api/diaries/${i.diary}/weeks/${i.week}`, body: () => weekBody, expect: ownerOnly },
  'DELETE /api/diaries/:id/weeks/:week': { path: (i) => `/api/diaries/${i.diary}/weeks/${i.week}`, expect: ownerOnly },
  'POST /api/diaries/:id/approve': { path: (i) => `/api/diaries/${i.diary}/approve`, body: () => ({ state: 1 }), expect: moderators },
  'POST /api/diaries/:id/impressions': { path: (i) => `/api/diaries/${i.diary}/impressions`, body: () => ({ v: 1 }), expect: anyone },
  'POST /api/session': { path: () => '/api/session', body: () => ({ name: 'nobody', password: 'wrong-password' }), expect: anyone },
  'DELETE /api/session': { path: () => '/api/session', expect: signedIn },
  'POST /api/session/resend-verification': { path: () => '/api/session/resend-verification', expect: signedIn },
  'POST /api/session/forgot-password': { path: () => '/api/session/forgot-password', body: () => ({ email: 'nobody@example.test' }), expect: anyone },
  'PATCH /api/session/reset-password': { path: () => '/api/session/reset-password', body: () => ({ password: 'a-new-password', password_repeat: 'a-new-password', token: 'x'.repeat(43) }), expect: anyone },
  'POST /api/oauth/callback': { path: () => '/api/oauth/callback', body: () => ({ code: 'c', state: 's'.repeat(43) }), expect: anyone },
  'POST /api/oauth/complete': { path: () => '/api/oauth/complete', body: () => ({ ticket: 't'.repeat(43), name: 'Nobody_new' }), expect: anyone },
  'DELETE /api/oauth/identities/:provider': { path: () => '/api/oauth/identities/local', expect: ownerOnly },
  'PUT /api/products/:id/review': { path: (i) => `/api/products/${i.product}/review`, body: () => ({ rating: 4, text: 'Good' }), expect: signedIn },
  // Each grower removes only their own review: a stranger has none to remove.
  'DELETE /api/products/:id/review': { path: (i) => `/api/products/${i.product}/review`, expect: ownerOnly },
  // A page view counts for the product's brand, once a day per viewer, whoever looks.
  'POST /api/products/:id/view': { path: (i) => `/api/products/${i.product}/view`, expect: anyone },
  'POST /api/follows/:type/:id': { path: (i) => `/api/follows/diary/${i.diary}`, expect: signedIn },
  'DELETE /api/follows/:type/:id': { path: (i) => `/api/follows/diary/${i.diary}`, expect: signedIn },
  'POST /api/problems': { path: () => '/api/problems', body: () => ({ title: 'Why are my leaves yellow?', category: 'nutrients', text: 'Since week 3.' }), expect: signedIn },
  'PATCH /api/problems/:id': { path: (i) => `/api/problems/${i.question}`, body: () => ({ title: 'Edited title of the question' }), expect: ownerOrModerator },
  'DELETE /api/problems/:id': { path: (i) => `/api/problems/${i.question}`, expect: ownerOrModerator },
  'POST /api/problems/:id/solution': { path: (i) => `/api/problems/${i.question}/solution`, body: () => ({ text: 'Feed less nitrogen.' }), expect: signedIn },
  'PATCH /api/problems/:id/solution/:sid': { path: (i) => `/api/problems/${i.question}/solution/${i.solution}`, body: () => ({ text: 'Edited answer' }), expect: ownerOrModerator },
  'DELETE /api/problems/:id/solution/:sid': { path: (i) => `/api/problems/${i.question}/solution/${i.solution}`, expect: ownerOrModerator },
  'POST /api/comments/:type/:id': { path: (i) => `/api/comments/diary/${i.diary}`, body: () => ({ text: 'Nice grow' }), expect: signedIn },
  'PATCH /api/comments/:type/:id/:cid': { path: (i) => `/api/comments/diary/${i.diary}/${i.comment}`, body: () => ({ text: 'Edited' }), expect: ownerOnly },
  'DELETE /api/comments/:type/:id/:cid': { path: (i) => `/api/comments/diary/${i.diary}/${i.comment}`, expect: ownerOrModerator },
  'POST /api/likes/:type/:id': { path: (i) => `/api/likes/diary/${i.diary}`, expect: signedIn },
  'DELETE /api/likes/:type/:id': { path: (i) => `/api/likes/diary/${i.diary}`, expect: signedIn },
  'POST /api/users/:id/notifications-g/read': { path: (i) => `/api/users/${i.owner.id}/notifications-g/read`, body: (i) => ({ notifications: [i.notification] }), expect: ownerOnly },
  'POST /api/users/:id/notifications-g/read/all': { path: (i) => `/api/users/${i.owner.id}/notifications-g/read/all`, expect: ownerOnly },
  'POST /api/users/:id/notifications-g/groups/read': { path: (i) => `/api/users/${i.owner.id}/notifications-g/groups/read`, body: (i) => ({ groups: [{ group: i.group, group_period: i.period }] }), expect: ownerOnly },
  'POST /api/users/:id/notifications-g/:channel/read': { path: (i) => `/api/users/${i.owner.id}/notifications-g/comments/read`, expect: ownerOnly },
  'DELETE /api/users/:id/notifications-g': { path: (i) => `/api/users/${i.owner.id}/notifications-g`, expect: ownerOnly },
  'DELETE /api/users/:id/notifications-g/groups/:group': { path: (i) => `/api/users/${i.owner.id}/notifications-g/groups/${encodeURIComponent(i.group)}?group_period=${i.period}`, expect: ownerOnly },
  'DELETE /api/users/:id/notifications-g/:nid': { path: (i) => `/api/users/${i.owner.id}/notifications-g/${i.notification}`, expect: ownerOnly },
  // The owner gets past authorization, then is refused by the rule that one does not report one's own item (400).
  'POST /api/contacts': { path: () => '/api/contacts', body: () => ({ kind: 'contact', name: 'Ann', email: 'ann@example.test', text: 'Hello' }), expect: anyone },
  'POST /api/complains/:type/:id': { path: (i) => `/api/complains/diary/${i.diary}`, body: () => ({ reason: 'spam' }), expect: signedIn },
  'POST /api/admin/complains/:type/:id': { path: (i) => `/api/admin/complains/diary/${i.diary}`, body: () => ({ action: 'dismiss' }), expect: moderators },
  'POST /api/telemetry/vitals': { path: () => '/api/telemetry/vitals', body: () => ({}), expect: anyone },
  'POST /api/impressions': { path: () => '/api/impressions', body: () => ({}), expect: anyone },
  'POST /api/adv/button/:action': { path: () => '/api/adv/button/click', body: () => ({}), expect: anyone },
  'POST /api/adv/:placement/:action/:id': { path: () => '/api/adv/banner/view/1', body: () => ({}), expect: anyone },
  'POST /api/adv/stat': { path: () => '/api/adv/stat', body: () => ({}), expect: anyone },
  'POST /api/uploads/weeks/media': { path: () => '/api/uploads/weeks/media', expect: ownerOnly },
  'POST /api/uploads/diaries/covers': { path: () => '/api/uploads/diaries/covers', expect: ownerOnly },
  'POST /api/uploads/problems/media': { path: () => '/api/uploads/problems/media', expect: ownerOnly },
  'POST /api/uploads/rotate/:id': { path: (i) => `/api/uploads/rotate/${i.photo}`, body: () => ({ angle: 90 }), expect: ownerOnly },
  'POST /api/uploads/videos': { path: () => '/api/uploads/videos', expect: ownerOnly },
  'PATCH /api/uploads/videos/:uploadId': { path: (i) => `/api/uploads/videos/${i.video}`, expect: ownerOnly },
  'DELETE /api/uploads/videos/:uploadId': { path: (i) => `/api/uploads/videos/${i.video}`, expect: ownerOnly },
  'POST /api/users': { path: () => '/api/users', body: () => ({ name: `new${newTestKey().replace(/\W/g, '')}`.slice(0, 20), email: `${newTestKey().replace(/\W/g, '')}@example.test`, password: 'a-good-password' }), expect: anyone },
  'PUT /api/users/:id': { path: (i) => `/api/users/${i.owner.id}`, body: () => ({}), expect: ownerOnly },
  'PATCH /api/users/:id': { path: (i) => `/api/users/${i.owner.id}`, body: () => ({ password: 'wrong', new_password: 'another-good-password' }), expect: ownerOnly },
  'DELETE /api/users/:id': { path: (i) => `/api/users/${i.owner.id}`, body: () => ({ password: 'wrong', diaries: 'keep' }), expect: ownerOnly },
  'POST /api/users/:id/avatars': { path: (i) => `/api/users/${i.owner.id}/avatars`, expect: ownerOnly },
  'POST /api/users/:id/imports': { path: (i) => `/api/users/${i.owner.id}/imports`, expect: ownerOnly },
  'PATCH /api/users/:id/settings/:section': { path: (i) => `/api/users/${i.owner.id}/settings/measures`, body: () => ({ value: {} }), expect: ownerOnly },
  'PUT /api/users/:id/settings/banned/:a/:b': { path: (i) => `/api/users/${i.owner.id}/settings/banned/user/${i.buddy.id}`, expect: ownerOnly },
  'DELETE /api/users/:id/settings/banned/:a/:b': { path: (i) => `/api/users/${i.owner.id}/settings/banned/user/${i.buddy.id}`, expect: ownerOnly },
  'POST /api/push/subscriptions': { path: () => '/api/push/subscriptions', body: () => ({ endpoint: `https://push.example.test/${newTestKey()}`, keys: { p256dh: 'x', auth: 'y' } }), expect: signedIn },
  'DELETE /api/push/subscriptions': { path: () => '/api/push/subscriptions', body: (i) => ({ endpoint: i.endpoint }), expect: signedIn },
};
// The chat calls exist twice (spec §7): under /api/chats and /api/messages.
for (const base of ['/api/chats', '/api/messages']) {
  Object.assign(MATRIX, {
    [`POST ${base}`]: { path: () => base, body: (i: Items) => ({ user_id: i.buddy.id }), expect: signedIn },
    [`PATCH ${base}/:id`]: { path: (i: Items) => `${base}/${i.chat}`, body: () => ({ name: 'Renamed' }), expect: ownerOnly },
    [`DELETE ${base}/:id`]: { path: (i: Items) => `${base}/${i.chat}`, expect: ownerOnly },
    [`POST ${base}/:id/users`]: { path: (i: Items) => `${base}/${i.chat}/users`, body: (i: Items) => ({ user_id: i.buddy.id }), expect: ownerOnly },
    [`DELETE ${base}/:id/users`]: { path: (i: Items) => `${base}/${i.chat}/users`, body: (i: Items) => ({ user_id: i.buddy.id }), expect: ownerOnly },
    [`POST ${base}/:id/messages`]: { path: (i: Items) => `${base}/${i.chat}/messages`, body: () => ({ text: 'Hello' }), expect: ownerOnly },
    [`POST ${base}/:id/bans`]: { path: (i: Items) => `${base}/${i.chat}/bans`, body: (i: Items) => ({ user_id: i.buddy.id }), expect: ownerOnly },
    [`POST ${base}/:id/complains`]: { path: (i: Items) => `${base}/${i.chat}/complains`, body: () => ({ reason: 'spam' }), expect: ownerOnly },
  } satisfies Record<string, RouteCase>);
}
// The brand manager area: the brand's managers (the owner) and admins; everyone else is refused whatever the id.
const brandManager = '/api/brands-manager';
Object.assign(MATRIX, {
  [`POST ${brandManager}/information/add_manager`]: { path: (i: Items) => `${brandManager}/information/add_manager?brand_id=${i.brand}`, body: (i: Items) => ({ user_id: i.buddy.id }), expect: ownerOrModerator },
  [`POST ${brandManager}/information/remove_manager`]: { path: (i: Items) => `${brandManager}/information/remove_manager?brand_id=${i.brand}`, body: (i: Items) => ({ user_id: i.buddy.id }), expect: ownerOrModerator },
  [`POST ${brandManager}/uploads/photo`]: { path: (i: Items) => `${brandManager}/uploads/photo?brand_id=${i.brand}`, expect: ownerOrModerator },
  [`POST ${brandManager}/edit`]: { path: (i: Items) => `${brandManager}/edit?brand_id=${i.brand}`, body: () => ({ name: 'Renamed brand', description: '', website: '' }), expect: ownerOrModerator },
  [`POST ${brandManager}/products/edit/:id`]: { path: (i: Items) => `${brandManager}/products/edit/${i.brandProduct}`, body: () => ({ name: 'Renamed product', description: '' }), expect: ownerOrModerator },
  [`DELETE ${brandManager}/products/:id`]: { path: (i: Items) => `${brandManager}/products/${i.brandProduct}`, expect: ownerOrModerator },
  [`POST ${brandManager}/products/composition/edit/:id`]: { path: (i: Items) => `${brandManager}/products/composition/edit/${i.brandProduct}`, body: () => ({ npk: { n: 1, p: 2, k: 3 }, ingredients: ['Kelp'], nutrients: [], doses: [] }), expect: ownerOrModerator },
  [`DELETE ${brandManager}/products/:id/photos/:photo_id`]: { path: (i: Items) => `${brandManager}/products/${i.brandProduct}/photos/${i.brandProductPhoto}`, expect: ownerOrModerator },
  [`POST ${brandManager}/products/:id/photos/:photo_id/main`]: { path: (i: Items) => `${brandManager}/products/${i.brandProduct}/photos/${i.brandProductPhoto}/main`, expect: ownerOrModerator },
  [`POST ${brandManager}/schemes/edit/:id`]: { path: (i: Items) => `${brandManager}/schemes/edit/${i.brandScheme}`, body: (i: Items) => ({ name: 'Renamed scheme', description: '', items_product: [i.brandProduct], items_week: [{ faza: 1, week: 1, doses: [2] }] }), expect: ownerOrModerator },
  [`DELETE ${brandManager}/schemes/:id`]: { path: (i: Items) => `${brandManager}/schemes/${i.brandScheme}`, expect: ownerOrModerator },
  [`POST ${brandManager}/testers/add_tester`]: { path: (i: Items) => `${brandManager}/testers/add_tester?brand_id=${i.brand}`, body: (i: Items) => ({ user_id: i.owner.id }), expect: ownerOrModerator },
  [`POST ${brandManager}/testers/remove_tester`]: { path: (i: Items) => `${brandManager}/testers/remove_tester?brand_id=${i.brand}`, body: (i: Items) => ({ user_id: i.buddy.id }), expect: ownerOrModerator },
  [`POST ${brandManager}/newsletters/edit/:id`]: { path: (i: Items) => `${brandManager}/newsletters/edit/${i.brandNewsletter}`, body: () => ({ subject: 'Renamed news', body: 'Text' }), expect: ownerOrModerator },
  [`DELETE ${brandManager}/newsletters/:id`]: { path: (i: Items) => `${brandManager}/newsletters/${i.brandNewsletter}`, expect: ownerOrModerator },
  [`POST ${brandManager}/newsletters/:id/send`]: { path: (i: Items) => `${brandManager}/newsletters/${i.brandNewsletter}/send`, expect: ownerOrModerator },
} satisfies Record<string, RouteCase>);
// A brand's banners: its managers (the owner) and admins.
const bannerBody = (i: Items) => ({ title: 'Matrix banner', text: '', image_id: i.brandBannerImage, url: 'https://shop.example', sections: [], start_date: null, end_date: null, weight: 1, enabled: true });
Object.assign(MATRIX, {
  [`POST ${brandManager}/banners/uploads/image`]: { path: (i: Items) => `${brandManager}/banners/uploads/image?brand_id=${i.brand}`, expect: ownerOrModerator },
  [`POST ${brandManager}/banners/:kind/:id/edit`]: { path: (i: Items) => `${brandManager}/banners/box/${i.brandBanner}/edit`, body: bannerBody, expect: ownerOrModerator },
  [`POST ${brandManager}/banners/:kind/:id/enable`]: { path: (i: Items) => `${brandManager}/banners/box/${i.brandBanner}/enable`, body: () => ({ enabled: false }), expect: ownerOrModerator },
  [`DELETE ${brandManager}/banners/:kind/:id`]: { path: (i: Items) => `${brandManager}/banners/box/${i.brandBanner}`, expect: ownerOrModerator },
} satisfies Record<string, RouteCase>);
// The journal: articles are written by admins only; impressions are anyone's; any signed-in grower votes (once).
Object.assign(MATRIX, {
  'POST /api/blogs': { path: () => '/api/blogs', body: () => ({ title: 'Matrix article', text: 'Body', category: 'news' }), expect: moderators },
  'PATCH /api/blogs/:id': { path: (i: Items) => `/api/blogs/${i.article}`, body: () => ({ title: 'Edited article' }), expect: moderators },
  'DELETE /api/blogs/:id': { path: (i: Items) => `/api/blogs/${i.article}`, expect: moderators },
  'POST /api/blogs/:id/impressions': { path: (i: Items) => `/api/blogs/${i.article}/impressions`, body: () => ({ v: 1 }), expect: anyone },
  'POST /api/blogs/votes/:id/vote': { path: (i: Items) => `/api/blogs/votes/${i.poll}/vote`, body: (i: Items) => ({ option_id: i.pollOption }), expect: signedIn },
  'POST /api/awards/:id/:cat/votes': { path: (i: Items) => `/api/awards/${i.award}/${i.awardCategory}/votes`, body: (i: Items) => ({ nominee_id: i.awardNominee }), expect: signedIn },
  'POST /api/uploads/articles/cover': { path: () => '/api/uploads/articles/cover', expect: moderators },
  'POST /api/shorts': { path: () => '/api/shorts', body: () => ({ title: 'Matrix short' }), expect: signedIn },
  'PATCH /api/videos/:id': { path: (i: Items) => `/api/videos/${i.short}`, body: () => ({ title: 'Edited short' }), expect: ownerOrModerator },
  'DELETE /api/videos/:id': { path: (i: Items) => `/api/videos/${i.short}`, expect: ownerOrModerator },
  'POST /api/uploads/shorts/posters': { path: () => '/api/uploads/shorts/posters', expect: ownerOnly },
} satisfies Record<string, RouteCase>);
// Premium: a grower orders only for themself; only admins mark an invoice paid (never its buyer); Stripe's webhook is
// anyone's call, its signature the check (an unsigned one is a 400 past authorization).
Object.assign(MATRIX, {
  'POST /api/users/:id/premium/orders': { path: (i: Items) => `/api/users/${i.owner.id}/premium/orders`, body: () => ({ plan: 'month', provider: 'invoice' }), expect: ownerOnly },
  'POST /api/admin/orders/:id/paid': { path: (i: Items) => `/api/admin/orders/${i.order}/paid`, expect: moderators },
  'POST /api/payments/stripe/webhook': { path: () => '/api/payments/stripe/webhook', body: () => ({ id: 'evt_matrix', type: 'checkout.session.completed' }), expect: anyone },
} satisfies Record<string, RouteCase>);
// Partner orders: any grower checks out (a product not sold is a 409 past authorization); only its grower cancels an
// order; the managers of its brand (the owner here) and admins confirm or ship it.
Object.assign(MATRIX, {
  'POST /api/partners/checkout': {
    path: () => '/api/partners/checkout', expect: signedIn,
    body: (i: Items) => ({ lines: [{ product_id: i.brandProduct, quantity: 1, amount: 100, currency: 'EUR' }], delivery: { name: 'Matrix', address: 'Street 1', phone: '+1 555 0100', email: 'matrix@example.org' }, terms: true }),
  },
  'POST /api/users/:id/orders/:order/cancel': { path: (i: Items) => `/api/users/${i.owner.id}/orders/${i.partnerOrder}/cancel`, expect: ownerOnly },
  // The owner manages the order's brand too: its managers and admins move it on.
  'POST /api/brands-manager/orders/:order/state': { path: (i: Items) => `/api/brands-manager/orders/${i.partnerOrder}/state`, body: () => ({ state: 'confirmed' }), expect: ownerOrModerator },
} satisfies Record<string, RouteCase>);
// Giveaways: only a diary's grower enters it; the grower or a moderator withdraws it; anyone signed in votes, but not
// for their own entry.
Object.assign(MATRIX, {
  'POST /api/giveaways/:id/join': { path: (i: Items) => `/api/giveaways/${i.giveaway}/join`, body: (i: Items) => ({ category_id: i.giveawayFreeCategory, content_id: i.diary }), expect: ownerOnly },
  'POST /api/giveaways/:id/withdraw': { path: (i: Items) => `/api/giveaways/${i.giveaway}/withdraw`, body: (i: Items) => ({ category_id: i.giveawayCategory, content_id: i.diary }), expect: ownerOrModerator },
  'POST /api/giveaways/:id/vote': { path: (i: Items) => `/api/giveaways/${i.giveaway}/vote`, body: (i: Items) => ({ category_id: i.giveawayCategory, contest_id: i.giveawayEntry }), expect: { guest: D, other: A, admin: A, owner: D } },
} satisfies Record<string, RouteCase>);

let server: TestServer;
let jpeg: Buffer;

beforeAll(async () => {
  server = await startTestServer({ limitScale: 100, payments: { stripe: { secretKey: 'sk_test_matrix', webhookSecret: 'whsec_matrix' } } });
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } }).jpeg().toBuffer();
}, 120_000);
afterAll(() => server.close());

async function call(method: string, url: string, who: Grower | null, payload?: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: method as InjectOptions['method'], url, payload: payload as InjectOptions['payload'],
    headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...(method === 'GET' ? {} : { 'x-rniq': newTestKey() }), ...headers },
  });
}
async function ok<T>(method: string, url: string, who: Grower, payload?: unknown, headers?: Record<string, string>): Promise<T> {
  const res = await call(method, url, who, payload, headers);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

let growers = 0;
async function grower(role: 'newbie' | 'admin' | 'manager' = 'newbie'): Promise<Grower> {
  const made = await createTestUser(server.db, `Matrix${++growers}`);
  if (role === 'admin') await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', made.id).execute();
  if (role === 'manager') {
    // The manager of a brand of their own, not the owner's.
    const { id: brand } = await server.db.insertInto('brands').values({ name: `Other brand ${made.id}`, section: 'nutrient', category: null, link: '/nutrients/0', avatar: null })
      .returning('id').executeTakeFirstOrThrow();
    await server.db.insertInto('brand_managers').values({ brand_id: brand, user_id: made.id, added_by: null, add_date: new Date().toISOString() }).execute();
  }
  return made;
}

/** Fresh items of a fresh owner, so that a route that deletes one never spoils the next. */
async function freshItems(): Promise<Items> {
  const owner = await grower();
  const buddy = await grower();
  const diary = (await ok<{ id: number }>('POST', '/api/diaries', owner, { name: 'Owner grow' })).id;
  const week = (await ok<{ id: number }>('POST', `/api/diaries/${diary}/weeks`, owner, weekBody)).id;
  const form = await multipartBody({ diary_id: diary, week_id: week }, { bytes: jpeg, name: 'leaf.jpg', type: 'image/jpeg' });
  const photo = (await ok<{ id: number }>('POST', '/api/uploads/weeks/media', owner, form.payload, { 'content-type': form.contentType })).id;
  const question = (await ok<{ id: number }>('POST', '/api/problems', owner, { title: 'Yellow lower leaves in week 5', category: 'nutrients', text: 'Why?' })).id;
  const solution = (await ok<{ id: number }>('POST', `/api/problems/${question}/solution`, owner, { text: 'My own answer' })).id;
  const comment = (await ok<{ id: number }>('POST', `/api/comments/diary/${diary}`, owner, { text: 'My own comment' })).id;
  await ok('POST', `/api/comments/diary/${diary}`, buddy, { text: 'A comment that notifies the owner' });
  const flat = await ok<{ items: { id: number; group: string; group_period: string }[] }>('GET', `/api/users/${owner.id}/notifications-g`, owner);
  const chat = (await ok<{ id: number }>('POST', '/api/chats', owner, { user_id: buddy.id, name: 'Owner group' })).id;
  const video = await call('POST', '/api/uploads/videos', owner, undefined, {
    'tus-resumable': '1.0.0', 'upload-length': '4000',
    'upload-metadata': Object.entries({ diary_id: diary, week_id: week, key: newTestKey(), filetype: 'video/mp4', filename: 'clip.mp4' })
      .map(([k, v]) => `${k} ${Buffer.from(String(v)).toString('base64')}`).join(','),
  });
  const product = (await server.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  await ok('PUT', `/api/products/${product}/review`, owner, { rating: 4, text: 'Good' });
  // The owner's account at a sign-in provider: only the owner may unlink it.
  await server.db.insertInto('oauth_identities').values({ user_id: owner.id, provider: 'local', subject: `owner-${owner.id}`, email: null, add_date: new Date().toISOString() }).execute();
  const { id: brand } = await server.db.insertInto('brands').values({ name: `Matrix brand ${owner.id}`, section: 'nutrient', category: null, link: '/nutrients/0', avatar: null })
    .returning('id').executeTakeFirstOrThrow();
  const managedSince = new Date().toISOString();
  await server.db.insertInto('brand_managers').values([owner, buddy].map((m) => ({ brand_id: brand, user_id: m.id, added_by: null, add_date: managedSince }))).execute();
  // The buddy tests the brand's products (a tester to remove).
  await server.db.insertInto('brand_testers').values({ brand_id: brand, user_id: buddy.id, added_by: owner.id, add_date: managedSince }).execute();
  const brandProduct = (await server.db.insertInto('products').values({ brand_id: brand, name: 'Matrix bloom', section: 'nutrient', category: null, link: '', description: '' })
    .returning('id').executeTakeFirstOrThrow()).id;
  const now = new Date().toISOString();
  const { id: brandProductPhoto } = await server.db.insertInto('product_photos').values({ product_id: brandProduct, file: `photos/product-${owner.id}`, width: 600, height: 800, position: 0, add_date: now })
    .returning('id').executeTakeFirstOrThrow();
  const { id: brandScheme } = await server.db.insertInto('nutrient_schemes').values({ brand_id: brand, name: 'Matrix scheme', description: '', add_date: now, update_date: now })
    .returning('id').executeTakeFirstOrThrow();
  const { id: brandNewsletter } = await server.db.insertInto('brand_newsletters').values({ brand_id: brand, subject: 'Matrix news', body: 'Text', add_date: now, update_date: now })
    .returning('id').executeTakeFirstOrThrow();
  const brandBannerImage = `photos/matrix-${owner.id}`;
  await server.db.insertInto('brand_banner_images').values({ image: brandBannerImage, brand_id: brand, width: 600, height: 500, add_date: now }).execute();
  const { id: brandBanner } = await server.db.insertInto('ad_banners').values({ brand_id: brand, kind: 'box', title: 'Matrix banner', image: brandBannerImage, width: 600, height: 500, url: 'https://shop.example', product_id: null, add_date: now })
    .returning('id').executeTakeFirstOrThrow();
  const { id: article } = await server.db.insertInto('articles').values({ user_id: buddy.id, link: `matrix-${owner.id}`, title: 'Matrix', text: 'Body', category: 'news', cover_file: null, add_date: now, update_date: now })
    .returning('id').executeTakeFirstOrThrow();
  const { id: poll } = await server.db.insertInto('journal_polls').values({ title: 'Matrix poll', end_date: null, add_date: now }).returning('id').executeTakeFirstOrThrow();
  const { id: pollOption } = await server.db.insertInto('journal_poll_options').values({ poll_id: poll, title: 'Yes', position: 0 }).returning('id').executeTakeFirstOrThrow();
  const { id: award } = await server.db.insertInto('awards').values({ link: `matrix-${owner.id}`, section: 'events', title: 'Matrix award', start_date: now, end_date: new Date(Date.now() + 86_400_000).toISOString(), add_date: now })
    .returning('id').executeTakeFirstOrThrow();
  const { id: awardCategory } = await server.db.insertInto('award_categories').values({ award_id: award, title: 'Matrix grower', kind: 'grower', position: 0 }).returning('id').executeTakeFirstOrThrow();
  const { id: awardNominee } = await server.db.insertInto('award_nominees').values({ category_id: awardCategory, ref_id: buddy.id, position: 0 }).returning('id').executeTakeFirstOrThrow();
  const short = (await ok<{ id: number }>('POST', '/api/shorts', owner, { title: 'Owner short' })).id;
  const order = (await ok<{ id: number }>('POST', `/api/users/${owner.id}/premium/orders`, owner, { plan: 'month', provider: 'invoice' })).id;
  const { id: partnerOrder } = await server.db.insertInto('partner_orders').values({
    user_id: owner.id, brand_id: brand, state: 'new', currency: 'EUR', total: 100, delivery_name: 'Owner', delivery_address: 'Street 1',
    delivery_phone: '+1 555 0100', delivery_email: 'owner@example.org', add_date: now, update_date: now,
  }).returning('id').executeTakeFirstOrThrow();
  const day = 86_400_000;
  const { id: giveaway, categories: [giveawayCategory, giveawayFreeCategory] } = await createGiveaway(server.db, {
    link: `matrix-${owner.id}`, title: 'Matrix giveaway', description: '', rules: '', brand_id: brand, start_date: new Date(Date.now() - day).toISOString(),
    end_date: new Date(Date.now() + day).toISOString(), categories: [{ title: 'Entered', prize: 'Seeds' }, { title: 'Free', prize: 'A lamp' }],
  }, new Date());
  const { id: giveawayEntry } = await server.db.insertInto('giveaway_entries').values({ giveaway_id: giveaway, category_id: giveawayCategory!, diary_id: diary, user_id: owner.id, add_date: now })
    .returning('id').executeTakeFirstOrThrow();
  const endpoint = `https://push.example.test/${newTestKey()}`;
  await ok('POST', '/api/push/subscriptions', owner, { endpoint, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } });
  return {
    brandNewsletter, owner, buddy, diary, week, photo, question, solution, comment, chat, product, endpoint, brand, brandProduct, brandProductPhoto, brandScheme, brandBanner, brandBannerImage, article, poll, pollOption, award, awardCategory, awardNominee, short, order, partnerOrder,
    giveaway, giveawayCategory: giveawayCategory!, giveawayEntry, giveawayFreeCategory: giveawayFreeCategory!,
    notification: flat.items[0]!.id, group: flat.items[0]!.group, period: flat.items[0]!.group_period, video: String(video.headers.location ?? '').split('/').at(-1)!,
  };
}

/** The form fields of the photo uploads (the file is a small JPEG). */
const MULTIPART_FIELDS: Record<string, (items: Items) => Record<string, number>> = {
  'POST /api/uploads/weeks/media': (i) => ({ diary_id: i.diary, week_id: i.week }),
  'POST /api/uploads/diaries/covers': (i) => ({ diary_id: i.diary }),
  'POST /api/uploads/problems/media': (i) => ({ problem_id: i.question }),
  'POST /api/users/:id/avatars': () => ({}),
  'POST /api/brands-manager/uploads/photo': () => ({}),
  'POST /api/brands-manager/banners/uploads/image': () => ({}),
  'POST /api/uploads/articles/cover': () => ({}),
  'POST /api/uploads/shorts/posters': (i) => ({ short_id: i.short }),
};

/** A route's request: multipart forms for the photo uploads, tus headers for the video ones, JSON otherwise. */
async function requestFor(key: string, route: RouteCase, items: Items): Promise<{ payload?: unknown; headers?: Record<string, string> }> {
  const form = MULTIPART_FIELDS[key];
  if (form) {
    const { payload, contentType } = await multipartBody(form(items), { bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' });
    return { payload, headers: { 'content-type': contentType } };
  }
  const tus = { 'tus-resumable': '1.0.0' };
  if (key === 'POST /api/uploads/videos') {
    const meta = { diary_id: items.diary, week_id: items.week, key: newTestKey(), filetype: 'video/mp4', filename: 'clip.mp4' };
    return { headers: { ...tus, 'upload-length': '4000', 'upload-metadata': Object.entries(meta).map(([k, v]) => `${k} ${Buffer.from(String(v)).toString('base64')}`).join(',') } };
  }
  if (key === 'PATCH /api/uploads/videos/:uploadId') return { payload: Buffer.alloc(10), headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' } };
  if (key === 'DELETE /api/uploads/videos/:uploadId') return { headers: tus };
  if (key === 'POST /api/users/:id/imports') {
    // An export with no diaries: a valid import that makes nothing.
    return { payload: Buffer.from(zipSync({ 'account.json': strToU8(JSON.stringify(EXPORT_FORMAT)) })), headers: { 'content-type': 'application/zip' } };
  }
  return { payload: route.body?.(items) };
}

const ROLES = ['guest', 'other', 'manager', 'admin', 'owner'] as const;

/** What each field of a route's body is replaced by, one at a time: wrong types, emptiness, huge and odd values. */
const FIELD_VALUES: unknown[] = [
  null, true, 0, -1, 1.5, 1e308, -1e308, '', ' ', 'abc', '-1', 'ẞ'.repeat(100_000), '🌱\u202e\u0000<script>alert(1)</script>',
  '../../etc/passwd', [], ['x', 1], {}, { nested: { deeper: [null] } },
];

/** A body with `path` (keys from the top) set to `value`. */
function withField(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [key, ...rest] = path as [string, ...string[]];
  const inner = body[key];
  return { ...body, [key]: rest.length && inner && typeof inner === 'object' && !Array.isArray(inner) ? withField(inner as Record<string, unknown>, rest, value) : value };
}

/** Every field of a body, nested objects' fields too, as key paths. */
function fieldPaths(body: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(body).flatMap(([key, value]) => value && typeof value === 'object' && !Array.isArray(value)
    ? [[...prefix, key], ...fieldPaths(value as Record<string, unknown>, [...prefix, key])]
    : [[...prefix, key]]);
}

describe('the authorization matrix', () => {
  it('covers every write route of the app', () => {
    const writes = [...new Set(server.app.routeTable.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.url.startsWith('/api/')).map((r) => `${r.method} ${r.url}`))];
    const missing = writes.filter((key) => !MATRIX[key]);
    const stale = Object.keys(MATRIX).filter((key) => !writes.includes(key));
    console.log(`authorization matrix: ${writes.length - missing.length} of ${writes.length} write routes covered`);
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('lets each role do only what the matrix says, on items that are not theirs', async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const [key, route] of Object.entries(MATRIX)) {
      const method = key.split(' ')[0]!;
      let items = await freshItems();
      for (const role of ROLES) {
        const who: Grower | null = role === 'guest' ? null : role === 'owner' ? items.owner : await grower(role === 'other' ? 'newbie' : role);
        const { payload, headers } = await requestFor(key, route, items);
        const res = await call(method, route.path(items), who, payload, headers);
        tried++;
        const outcome: Outcome | 'error' = res.statusCode >= 500 ? 'error' : [401, 403, 404].includes(res.statusCode) ? 'denied' : 'allowed';
        const expected = role === 'manager' ? route.expect.manager ?? route.expect.other : route.expect[role];
        if (outcome !== expected) wrong.push(`${key} as ${role}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
        // What a role was let do (a delete, a sign-out) must not spoil the next role's try; the owner tries last.
        if (outcome === 'allowed' && role !== ROLES.at(-1)) items = await freshItems();
      }
    }
    console.log(`authorization matrix: ${Object.keys(MATRIX).length} routes × ${ROLES.length} roles, ${tried} requests, ${wrong.length} wrong`);
    expect(wrong).toEqual([]);
  }, 300_000);

  it('answers the body of each route with one field made wrong at a time with a 4xx or a success, never a 5xx or a stack trace', async () => {
    const failures: string[] = [];
    let requests = 0;
    let fields = 0;
    let routes = 0;
    for (const [key, route] of Object.entries(MATRIX)) {
      // Only JSON bodies have fields to make wrong: the uploads' forms and files are left to their own tests.
      if (!route.body || MULTIPART_FIELDS[key]) continue;
      const method = key.split(' ')[0]!;
      const items = await freshItems();
      const body = (await requestFor(key, route, items)).payload;
      if (!body || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) continue;
      // As a role the route lets through, so that the body reaches its checks.
      const who = route.expect.owner === A ? items.owner : route.expect.admin === A ? await grower('admin') : items.owner;
      routes++;
      const paths = fieldPaths(body as Record<string, unknown>);
      fields += paths.length;
      const variants = [...paths.flatMap((path) => FIELD_VALUES.map((value) => withField(body as Record<string, unknown>, path, value))), { ...body, unknown_field: 'x', constructor: { prototype: { admin: true } } }];
      for (const variant of variants) {
        const res = await call(method, route.path(items), who, variant);
        requests++;
        if (res.statusCode >= 500 || /\n\s+at .+:\d+:\d+/.test(res.body)) failures.push(`${key} ${JSON.stringify(variant).slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    console.log(`schema fuzz: ${routes} routes' bodies, ${fields} fields × ${FIELD_VALUES.length} values, ${requests} requests, ${failures.length} answered 5xx or a stack trace`);
    expect(failures).toEqual([]);
  }, 600_000);
});
