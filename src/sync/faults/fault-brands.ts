// The fault matrix's writes of a brand manager: the grower manages a brand on the partner plan and, offline, makes,
// edits and removes its products, schemes, newsletters and banners, changes its managers, testers and information, saves
// a product's composition, sends a newsletter and steps an order placed with the brand through the cart.
import type { Kysely } from 'kysely';
import type { BrandBannerBody } from '@/domain/brand-manager/banner';
import type { BrandSchemeBody } from '@/domain/brand-manager/brand-scheme';
import type { Database } from '../../../server/db/types';
import { asUser, count, stored, type Area, type Tab } from './fault-scenes';

const scheme = (name: string, product: number): BrandSchemeBody =>
  ({ name, description: 'Feed lightly', items_product: [product], items_week: [{ faza: 0, week: 1, doses: [1.5] }] });

const banner = (title: string, image_id: string): BrandBannerBody =>
  ({ title, text: 'Bigger buds', image_id, url: 'https://brand.example/bloom', sections: [], start_date: null, end_date: null, weight: 5, enabled: true });

/** The brand's catalogue products, its information, managers and testers. */
const catalogue: Area = async (stage) => {
  const { cell, grower } = stage;
  const [leaving, joining, tester, former] = [await stage.person('Manager'), await stage.person('NewManager'), await stage.person('Tester'), await stage.person('FormerTester')];
  const brand = await stage.brand(`Fault Brand ${cell}`, 'partner', [grower, leaving]);
  const [edited, removed] = [await stage.product(brand, `Product to edit ${cell}`), await stage.product(brand, `Product to remove ${cell}`)];
  await stage.api(grower, 'POST', `/api/brands-manager/testers/add_tester?brand_id=${brand}`, { user_id: former.id });
  const product = (db: Kysely<Database>, id: number) => db.selectFrom('products').select(['name', 'user_added']).where('id', '=', id).executeTakeFirstOrThrow();
  const managers = (db: Kysely<Database>, id: number) => count(db.selectFrom('brand_managers').select('user_id').where('brand_id', '=', brand).where('user_id', '=', id));
  const testers = (db: Kysely<Database>, id: number) => count(db.selectFrom('brand_testers').select('user_id').where('brand_id', '=', brand).where('user_id', '=', id));
  const logged = (db: Kysely<Database>, table: 'brand_manager_log' | 'brand_tester_log', id: number, action: 'add' | 'remove') =>
    count(db.selectFrom(table).select('user_id').where('brand_id', '=', brand).where('user_id', '=', id).where('action', '=', action));
  const brandOf = (tab: Tab) => stored(tab.db.managedBrands.get(brand), 'The brand');
  const productOf = (tab: Tab, id: number) => stored(tab.db.brandProducts.get(id), 'The product');
  return [
    {
      resource: 'product',
      // The brand manager area: the brands one manages, the chosen one's information and products.
      prepare: async (tab) => {
        await tab.brands.refreshManagedBrands(grower.id);
        await tab.brands.refreshBrand(brand);
        await tab.brands.refreshBrandProducts(brand);
      },
      write: async (tab) => tab.brands.createProduct(await brandOf(tab), { name: `Fault product ${cell}`, description: 'Bloom booster' }),
      arrivals: (db) => count(db.selectFrom('products').select('id').where('brand_id', '=', brand).where('name', '=', `Fault product ${cell}`)),
    },
    {
      resource: 'product edit',
      write: async (tab) => tab.brands.changeProduct(await productOf(tab, edited), { name: `Edited product ${cell}`, description: 'Grow booster' }),
      arrivals: async (db) => Number((await product(db, edited)).name === `Edited product ${cell}`),
    },
    {
      resource: 'product delete',
      write: async (tab) => tab.brands.removeProduct(await productOf(tab, removed)),
      arrivals: async (db) => (await product(db, removed)).user_added,
    },
    {
      resource: 'brand edit',
      write: async (tab) => {
        const { name } = await brandOf(tab);
        await tab.brands.saveBrandInformation(await brandOf(tab), { name, description: `Fault brand ${cell}`, website: 'https://brand.example' });
      },
      arrivals: async (db) => Number((await db.selectFrom('brands').select('description').where('id', '=', brand).executeTakeFirstOrThrow()).description === `Fault brand ${cell}`),
    },
    {
      resource: 'manager add',
      write: async (tab) => tab.brands.addManager(await brandOf(tab), asUser(joining)),
      arrivals: async (db) => Math.max(await managers(db, joining.id), await logged(db, 'brand_manager_log', joining.id, 'add')),
    },
    {
      resource: 'manager remove',
      write: async (tab) => tab.brands.removeManager(await brandOf(tab), asUser(leaving)),
      arrivals: async (db) => Math.max(1 - (await managers(db, leaving.id)), await logged(db, 'brand_manager_log', leaving.id, 'remove')),
    },
    {
      resource: 'tester add',
      // The testers tab.
      prepare: (tab) => tab.testers.refreshBrandTesters(brand),
      write: async (tab) => tab.testers.addTester(await brandOf(tab), asUser(tester)),
      arrivals: async (db) => Math.max(await testers(db, tester.id), await logged(db, 'brand_tester_log', tester.id, 'add')),
    },
    {
      resource: 'tester remove',
      write: async (tab) => tab.testers.removeTester(await brandOf(tab), asUser(former)),
      arrivals: async (db) => Math.max(1 - (await testers(db, former.id)), await logged(db, 'brand_tester_log', former.id, 'remove')),
    },
  ];
};

/** The brand's feeding schemes, a product's composition, newsletters (one sent to a follower) and banners. */
const marketing: Area = async (stage) => {
  const { cell, grower } = stage;
  const reader = await stage.person('Reader');
  const brand = await stage.brand(`Fault Marketing ${cell}`, 'partner', [grower]);
  const fed = await stage.product(brand, `Feed ${cell}`);
  const composed = await stage.product(brand, `Composed ${cell}`);
  // A follower of the brand who takes product news: the newsletter's one recipient.
  await stage.api(reader, 'POST', `/api/follows/brand/${brand}`);
  await stage.db.updateTable('users').set({ settings: JSON.stringify({ subscribe: { product_news: true } }) }).where('id', '=', reader.id).execute();
  const schemeTo = async (name: string) => (await stage.api<{ id: number }>(grower, 'POST', `/api/brands-manager/schemes/edit/0?brand_id=${brand}`, scheme(name, fed))).id;
  const [editedScheme, removedScheme] = [await schemeTo(`Scheme to edit ${cell}`), await schemeTo(`Scheme to remove ${cell}`)];
  const draft = async (subject: string) =>
    (await stage.api<{ id: number }>(grower, 'POST', `/api/brands-manager/newsletters/edit/0?brand_id=${brand}`, { subject, body: 'New **bloom** booster' })).id;
  const [editedLetter, sentLetter, removedLetter] = [await draft(`Letter to edit ${cell}`), await draft(`Letter to send ${cell}`), await draft(`Letter to remove ${cell}`)];
  // The banner's picture, uploaded (online) before the banner is saved.
  const image = `photos/fault-banner-${cell}`;
  await stage.db.insertInto('brand_banner_images').values({ image, brand_id: brand, width: 300, height: 250, add_date: new Date().toISOString() }).execute();
  const picture = { size_s: `/uploads/${image}_s.jpg`, size_m: `/uploads/${image}_m.jpg`, size_xl: `/uploads/${image}_xl.jpg`, size_big: `/uploads/${image}_big.jpg`, width: 300, height: 250 };
  const bannerTo = async (title: string) => (await stage.api<{ id: number }>(grower, 'POST', `/api/brands-manager/banners/box/0/edit?brand_id=${brand}`, banner(title, image))).id;
  const [editedBanner, switchedBanner, removedBanner] = [await bannerTo(`Banner to edit ${cell}`), await bannerTo(`Banner to switch ${cell}`), await bannerTo(`Banner to remove ${cell}`)];
  const brandOf = (tab: Tab) => stored(tab.db.managedBrands.get(brand), 'The brand');
  const productsOf = (tab: Tab) => tab.db.brandProducts.where('brand_id').equals(brand).toArray();
  const schemes = (db: Kysely<Database>) => db.selectFrom('nutrient_schemes').select(['id', 'name']).where('brand_id', '=', brand);
  const letter = (db: Kysely<Database>, id: number) => db.selectFrom('brand_newsletters').select(['subject', 'status']).where('id', '=', id).execute();
  const banners = (db: Kysely<Database>) => db.selectFrom('ad_banners').select(['id', 'title', 'enabled']).where('brand_id', '=', brand);
  return [
    {
      resource: 'scheme',
      // The brand manager area with its products, and the schemes, newsletters and banners tabs.
      prepare: async (tab) => {
        await tab.brands.refreshManagedBrands(grower.id);
        await tab.brands.refreshBrandProducts(brand);
        await tab.schemes.refreshBrandSchemes(brand);
        await tab.newsletters.refreshBrandNewsletters(brand);
        await tab.banners.refreshBrandBanners(brand);
      },
      write: async (tab) => tab.schemes.saveScheme(await brandOf(tab), null, scheme(`Fault scheme ${cell}`, fed), await productsOf(tab)),
      arrivals: (db) => count(schemes(db).where('name', '=', `Fault scheme ${cell}`)),
    },
    {
      resource: 'scheme edit',
      write: async (tab) => tab.schemes.saveScheme(await brandOf(tab), editedScheme, scheme(`Edited scheme ${cell}`, fed), await productsOf(tab)),
      arrivals: (db) => count(schemes(db).where('id', '=', editedScheme).where('name', '=', `Edited scheme ${cell}`)),
    },
    {
      resource: 'scheme delete',
      write: async (tab) => tab.schemes.removeScheme(await stored(tab.db.brandSchemes.get(removedScheme), 'The scheme')),
      arrivals: async (db) => 1 - (await count(schemes(db).where('id', '=', removedScheme))),
    },
    {
      resource: 'composition',
      // The product's editor.
      prepare: (tab) => tab.productDetails.refreshProductDetails(brand, composed),
      write: async (tab) => tab.productDetails.saveComposition(await stored(tab.db.productDetails.get(composed), 'The product'), `Composed ${cell}`,
        { npk: { n: 2, p: 6, k: 4 }, ingredients: [`Fault kelp ${cell}`], nutrients: [], doses: [] }),
      arrivals: (db) => count(db.selectFrom('product_compositions').select('product_id').where('product_id', '=', composed).where('body', 'like', `%Fault kelp ${cell}%`)),
    },
    {
      resource: 'newsletter',
      write: async (tab) => tab.newsletters.saveNewsletterDraft(await brandOf(tab), null, { subject: `Fault letter ${cell}`, body: 'Our new **bloom** booster' }),
      arrivals: (db) => count(db.selectFrom('brand_newsletters').select('id').where('brand_id', '=', brand).where('subject', '=', `Fault letter ${cell}`)),
    },
    {
      resource: 'newsletter edit',
      write: async (tab) => tab.newsletters.saveNewsletterDraft(await brandOf(tab), editedLetter, { subject: `Edited letter ${cell}`, body: 'Our new **grow** booster' }),
      arrivals: async (db) => Number((await letter(db, editedLetter))[0]?.subject === `Edited letter ${cell}`),
    },
    {
      resource: 'newsletter send',
      write: (tab) => tab.newsletters.sendNewsletterDraft(sentLetter, `Letter to send ${cell}`),
      // Sent once: one recipient (the follower), mailed once.
      arrivals: async (db) => ((await letter(db, sentLetter))[0]?.status === 'sent'
        ? count(db.selectFrom('brand_newsletter_sends').select('user_id').where('newsletter_id', '=', sentLetter)) : 0),
    },
    {
      resource: 'newsletter delete',
      write: async (tab) => tab.newsletters.removeNewsletterDraft(await stored(tab.db.brandNewsletters.get(removedLetter), 'The newsletter')),
      arrivals: async (db) => 1 - (await letter(db, removedLetter)).length,
    },
    {
      resource: 'banner',
      write: async (tab) => tab.banners.saveBanner(await brandOf(tab), 'box', null, banner(`Fault banner ${cell}`, image), picture),
      arrivals: (db) => count(banners(db).where('title', '=', `Fault banner ${cell}`)),
    },
    {
      resource: 'banner edit',
      write: async (tab) => tab.banners.saveBanner(await brandOf(tab), 'box', editedBanner, banner(`Edited banner ${cell}`, image), picture),
      arrivals: (db) => count(banners(db).where('id', '=', editedBanner).where('title', '=', `Edited banner ${cell}`)),
    },
    {
      resource: 'banner switch',
      write: async (tab) => tab.banners.switchBanner(await stored(tab.db.brandBanners.get(switchedBanner), 'The banner'), false),
      arrivals: (db) => count(banners(db).where('id', '=', switchedBanner).where('enabled', '=', 0)),
    },
    {
      resource: 'banner delete',
      write: async (tab) => tab.banners.removeBanner(await stored(tab.db.brandBanners.get(removedBanner), 'The banner')),
      arrivals: async (db) => 1 - (await count(banners(db).where('id', '=', removedBanner))),
    },
  ];
};

/** An order a grower placed with the brand through the cart, confirmed and then shipped by the grower as its manager. */
const sales: Area = async (stage) => {
  const { cell, grower } = stage;
  const brand = await stage.brand(`Fault Shop ${cell}`, 'partner', [grower]);
  const order = await stage.order(await stage.person('Buyer'), await stage.product(brand, `Sold ${cell}`));
  return [{
    resource: 'order step',
    // The brand manager area's orders tab.
    prepare: (tab) => tab.orders.refreshOrders(tab.orders.brandOrders(brand)),
    write: async (tab) => {
      await tab.orders.stepOrder(brand, order, 'confirmed', `Order ${order}`);
      await tab.orders.stepOrder(brand, order, 'shipped', `Order ${order}`);
    },
    arrivals: async (db) => Number((await db.selectFrom('partner_orders').select('state').where('id', '=', order).executeTakeFirstOrThrow()).state === 'shipped'),
  }];
};

export const brandAreas: Area[] = [catalogue, marketing, sales];
