// Schema migrations, written with Kysely's schema builder so they run on SQLite and PostgreSQL.
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import type { DialectName } from './database';
import type { Database } from './types';
import { withId } from './migrations/with-id';
import { telemetrySchema } from './migrations/0005-telemetry';
import { adsSchema } from './migrations/0006-ads';
import { nutrientSchemes } from './migrations/0007-nutrient-schemes';
import { strainAttributes } from './migrations/0008-strain-attributes';
import { discovery } from './migrations/0009-discovery';
import { catalogueVersionIndex } from './migrations/0010-catalogue-version';
import { wikiArticles } from './migrations/0011-wiki';
import { commentsAndLikes } from './migrations/0012-comments-likes';
import { questions } from './migrations/0013-questions';
import { profilesSettings } from './migrations/0014-profiles-settings';
import { moderation } from './migrations/0015-moderation';
import { notifications } from './migrations/0016-notifications';
import { chats } from './migrations/0017-chats';
import { pushSubscriptions } from './migrations/0018-push';
import { pgTrigramSearch } from './migrations/0022-pg-trigram-search';
import { liveEvents } from './migrations/0024-live-events';
import { chatModeration } from './migrations/0020-chat-moderation';
import { emailTokens } from './migrations/0021-email-tokens';
import { oauth } from './migrations/0023-oauth';
import { staticPagesContacts } from './migrations/0025-static-pages-contacts';
import { journal } from './migrations/0026-journal';
import { brandManagers } from './migrations/0027-brand-managers';
import { chatMemberOrder } from './migrations/0028-chat-member-order';
import { accountImports } from './migrations/0033-account-imports';
import { shortModeration } from './migrations/0035-short-moderation';
import { brandBanners } from './migrations/0036-brand-banners';
import { brandStatistics } from './migrations/0037-brand-statistics';
import { brandAudience } from './migrations/0038-brand-audience';
import { productCompositionPhotos } from './migrations/0039-product-composition-photos';
import { premiumOrders } from './migrations/0040-premium-orders';
import { awardResults } from './migrations/0041-award-results';
import { shortViews } from './migrations/0042-short-views';
import { partnerOrders } from './migrations/0043-partner-orders';
import { rateLimitWindows } from './migrations/0044-rate-limit-windows';
import { giveaways } from './migrations/0029-giveaways';
import { awards } from './migrations/0030-awards';
import { translations } from './migrations/0031-translations';
import { shorts } from './migrations/0032-shorts';

function initialSchema(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('users'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('avatar', 'text')
        .addColumn('add_date', 'text', (c) => c.notNull())
        .execute();
      // Names are unique regardless of case: "Demo" and "demo" are the same grower.
      await db.schema.createIndex('users_name_lower_uq').on('users').unique().expression(sql`lower(name)`).execute();

      await withId(db.schema.createTable('sessions'), dialect)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addColumn('last_seen', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await withId(db.schema.createTable('brands'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('category', 'text')
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('avatar', 'text')
        .execute();
      await db.schema.createIndex('brands_section_idx').on('brands').columns(['section', 'category', 'name']).execute();

      await withId(db.schema.createTable('products'), dialect)
        .addColumn('brand_id', 'integer', (c) => c.references('brands.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('category', 'text')
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('products_brand_idx').on('products').column('brand_id').execute();
      await db.schema.createIndex('products_section_idx').on('products').columns(['section', 'category', 'name']).execute();

      await withId(db.schema.createTable('diaries'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addColumn('update_date', 'text', (c) => c.notNull())
        .addColumn('type_room', 'integer')
        .addColumn('type_watering', 'integer')
        .addColumn('type_soil', 'integer')
        .addColumn('cover_photo_id', 'integer')
        .addColumn('cnt_views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cnt_likes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cnt_comments', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_remove', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // The public list: visible diaries, newest update first.
      await db.schema.createIndex('diaries_list_idx').on('diaries')
        .columns(['is_remove', 'is_hidden', 'update_date', 'id']).execute();
      await db.schema.createIndex('diaries_user_idx').on('diaries').columns(['user_id', 'update_date']).execute();

      await db.schema.createTable('diary_items')
        .addColumn('diary_id', 'integer', (c) => c.notNull().references('diaries.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('diary_items_pk', ['diary_id', 'kind', 'product_id'])
        .execute();
      await db.schema.createIndex('diary_items_product_idx').on('diary_items').columns(['product_id', 'kind']).execute();

      await withId(db.schema.createTable('weeks'), dialect)
        .addColumn('diary_id', 'integer', (c) => c.notNull().references('diaries.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('faza', 'integer', (c) => c.notNull())
        .addColumn('days', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('props', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addColumn('update_date', 'text', (c) => c.notNull())
        .addColumn('cnt_likes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cnt_comments', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_remove', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_video', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('weeks_diary_idx').on('weeks').columns(['diary_id', 'position']).execute();

      await db.schema.createTable('week_nutrients')
        .addColumn('week_id', 'integer', (c) => c.notNull().references('weeks.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('val', 'real')
        .addPrimaryKeyConstraint('week_nutrients_pk', ['week_id', 'product_id'])
        .execute();
      await db.schema.createIndex('week_nutrients_product_idx').on('week_nutrients').column('product_id').execute();

      await withId(db.schema.createTable('photos'), dialect)
        .addColumn('week_id', 'integer', (c) => c.references('weeks.id').onDelete('set null'))
        .addColumn('diary_id', 'integer', (c) => c.notNull().references('diaries.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('file', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_remove', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('photos_week_idx').on('photos').columns(['week_id', 'position']).execute();
      await db.schema.createIndex('photos_diary_idx').on('photos').column('diary_id').execute();
      await db.schema.createIndex('photos_user_idx').on('photos').column('user_id').execute();

      await db.schema.createTable('meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['meta', 'photos', 'week_nutrients', 'weeks', 'diary_items', 'diaries', 'products', 'brands', 'sessions', 'users']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}

/**
 * 0002: the write half of the diaries API. Free-text items are products with user_added = 1 and
 * no brand; a harvest week's strain review lives in week_reviews; write answers by X-Rniq key
 * live in idempotency_keys (primary key user + key, so a second insert of a key fails).
 */
function diaryWrites(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('products')
        .addColumn('user_added', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // Free-text names are reused by section and name regardless of case.
      await db.schema.createIndex('products_user_added_idx').on('products')
        .expression(sql`user_added, section, lower(name)`).execute();

      await db.schema.createTable('week_reviews')
        .addColumn('week_id', 'integer', (c) => c.primaryKey().references('weeks.id').onDelete('cascade'))
        .addColumn('growing', 'integer')
        .addColumn('resistance', 'integer')
        .addColumn('n_general', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      await db.schema.createTable('idempotency_keys')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('body_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('response', 'text', (c) => c.notNull())
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_date_idx').on('idempotency_keys').column('add_date').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('idempotency_keys').ifExists().execute();
      await db.schema.dropTable('week_reviews').ifExists().execute();
      await db.schema.dropIndex('products_user_added_idx').ifExists().execute();
      await db.schema.alterTable('products').dropColumn('user_added').execute();
    },
  };
}

/** Equipment categories of names growers typed, by diary list (see 0003); a frozen copy, as migrations never change. */
const USER_ADDED_CATEGORY = { lamp_veg: 'grow-lights', lamp_flo: 'grow-lights', tent: 'grow-tents', medium: 'substrates', equip: 'equipment' } as const;

/**
 * 0003: media and moderation. A germination week's method (weeks.germ_method), a harvest week's
 * nutrient reviews (week_nutrient_reviews, in the grower's order), finished video uploads (videos:
 * one per user and idempotency key, and per tus upload id), user roles (users.role: user, moderator
 * or admin), a diary's moderation state (diaries.approved: 0 pending, 1 approved, 2 rejected) and the
 * seconds it was seen (diaries.view_seconds). Names growers typed for equipment get the category of
 * the list they were typed in, so the catalogue pickers find them.
 */
function mediaAndModeration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('weeks').addColumn('germ_method', 'integer').execute();

      await db.schema.createTable('week_nutrient_reviews')
        .addColumn('week_id', 'integer', (c) => c.notNull().references('weeks.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('n_general', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('week_nutrient_reviews_pk', ['week_id', 'product_id'])
        .execute();
      await db.schema.createIndex('week_nutrient_reviews_product_idx').on('week_nutrient_reviews').column('product_id').execute();

      await withId(db.schema.createTable('videos'), dialect)
        .addColumn('week_id', 'integer', (c) => c.notNull().references('weeks.id').onDelete('cascade'))
        .addColumn('diary_id', 'integer', (c) => c.notNull().references('diaries.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('upload_id', 'text', (c) => c.notNull().unique())
        .addColumn('file', 'text', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addUniqueConstraint('videos_user_key_uq', ['user_id', 'key'])
        .execute();
      await db.schema.createIndex('videos_week_idx').on('videos').columns(['week_id', 'id']).execute();

      // A rotation deletes old files only when no other photo names them.
      await db.schema.createIndex('photos_file_idx').on('photos').column('file').execute();

      await db.schema.alterTable('users').addColumn('role', 'text', (c) => c.notNull().defaultTo('user')).execute();
      await db.schema.alterTable('diaries').addColumn('approved', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('diaries').addColumn('view_seconds', 'integer', (c) => c.notNull().defaultTo(0)).execute();

      for (const [kind, category] of Object.entries(USER_ADDED_CATEGORY)) {
        await sql`update products set category = ${category}
          where user_added = 1 and section = 'equipment' and category is null
          and id in (select product_id from diary_items where kind = ${kind})`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('diaries').dropColumn('view_seconds').execute();
      await db.schema.alterTable('diaries').dropColumn('approved').execute();
      await db.schema.alterTable('users').dropColumn('role').execute();
      await db.schema.dropIndex('photos_file_idx').ifExists().execute();
      await db.schema.dropTable('videos').ifExists().execute();
      await db.schema.dropTable('week_nutrient_reviews').ifExists().execute();
      await db.schema.alterTable('weeks').dropColumn('germ_method').execute();
    },
  };
}

/** Reviews growers write of catalogue products (seeds, nutrients, equipment): one per grower and product. */
function productReviews(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('product_reviews'), dialect)
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('n_general', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('props', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addColumn('update_date', 'text', (c) => c.notNull())
        .addUniqueConstraint('product_reviews_user_product_uq', ['user_id', 'product_id'])
        .execute();
      await db.schema.createIndex('product_reviews_product_idx').on('product_reviews').columns(['product_id', 'update_date']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('product_reviews').ifExists().execute();
    },
  };
}

/** The migrator of every migration below, in number order. */
function createMigrator(db: Kysely<Database>, dialect: DialectName): Migrator {
  return new Migrator({
    db,
    // Numbers were handed out to work done side by side: a database that ran a later number first still takes an earlier one.
    allowUnorderedMigrations: true,
    provider: {
      getMigrations: async () => ({
        '0001_initial': initialSchema(dialect),
        '0002_diary_writes': diaryWrites(),
        '0003_media_moderation': mediaAndModeration(dialect),
        '0004_product_reviews': productReviews(dialect),
        '0005_telemetry': telemetrySchema(dialect),
        '0006_ads': adsSchema(dialect),
        '0007_nutrient_schemes': nutrientSchemes(dialect),
        '0008_strain_attributes': strainAttributes(),
        '0009_discovery': discovery(dialect),
        '0010_catalogue_version': catalogueVersionIndex(),
        '0011_wiki': wikiArticles(),
        '0012_comments_likes': commentsAndLikes(dialect),
        '0013_questions': questions(dialect),
        '0014_profiles_settings': profilesSettings(),
        '0015_moderation': moderation(dialect),
        '0016_notifications': notifications(dialect),
        '0017_chats': chats(dialect),
        '0018_push': pushSubscriptions(dialect),
        '0020_chat_moderation': chatModeration(),
        '0021_email_tokens': emailTokens(dialect),
        '0022_pg_trigram_search': pgTrigramSearch(dialect),
        '0024_live_events': liveEvents(dialect),
        '0023_oauth': oauth(dialect),
        '0025_static_pages_contacts': staticPagesContacts(dialect),
        '0026_journal': journal(dialect),
        '0027_brand_managers': brandManagers(dialect),
        '0028_chat_member_order': chatMemberOrder(),
        '0029_giveaways': giveaways(dialect),
        '0030_awards': awards(dialect),
        '0031_translations': translations(),
        '0032_shorts': shorts(dialect),
        '0033_account_imports': accountImports(dialect),
        '0035_short_moderation': shortModeration(),
        '0036_brand_banners': brandBanners(),
        '0037_brand_statistics': brandStatistics(dialect),
        '0038_brand_audience': brandAudience(dialect),
        '0039_product_composition_photos': productCompositionPhotos(dialect),
        '0040_premium_orders': premiumOrders(dialect),
        '0041_award_results': awardResults(),
        '0042_short_views': shortViews(),
        '0043_partner_orders': partnerOrders(dialect),
        '0044_rate_limit_windows': rateLimitWindows(),
      }),
    },
  });
}

/** The names of the migrations this database has not run yet (none once it is current). */
export async function pendingMigrations(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  const migrations = await createMigrator(db, dialect).getMigrations();
  return migrations.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/** Brings the schema up to date; throws when a migration fails. */
export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const { error, results } = await createMigrator(db, dialect).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
