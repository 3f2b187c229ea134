// 0009: discovery. Explore facets kept on each diary by triggers (max_faza from its live weeks, light_type from its
// lamps), indexes behind every explore filter and sort, follow lists (follows), and on SQLite a full-text index
// (FTS5, trigram tokenizer) over diary names and week texts, catalogue products with their brand, brands and growers.
//
// PostgreSQL searches through the trigram indexes of migration 0022 (pg_trgm) instead, which find substrings as
// SQLite's trigram tokenizer does.
import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';
import type { DialectName } from '../database';

/**
 * Light type of spec §9 (1 fluorescent, 2 HID, 3 LED) of a lamp product by its name, as SQL over `p` (products):
 * fluorescent and HID words first; any other grow light is an LED, as nearly every light sold today is.
 */
const LAMP_TYPE = sql`case
  when lower(p.name) like '%fluoresc%' or lower(p.name) like '%cfl%' or lower(p.name) like '%t5%' then 1
  when lower(p.name) like '%hps%' or lower(p.name) like '%cmh%' or lower(p.name) like '%metal halide%'
    or lower(p.name) like '%sodium%' or lower(p.name) like '%ceramic%' or lower(p.name) like '%ballast%' then 2
  else 3 end`;

/** A diary's light type: the newest kind among its lamps (LED over HID over fluorescent), null without lamps. */
const diaryLightType = (diaryId: RawBuilder<unknown>) => sql`(select max(${LAMP_TYPE}) from diary_items i
  join products p on p.id = i.product_id where i.diary_id = ${diaryId} and i.kind in ('lamp_veg', 'lamp_flo'))`;

/** A diary's latest phase: the highest faza of its live weeks, -1 without weeks. */
const diaryMaxFaza = (diaryId: RawBuilder<unknown>) =>
  sql`coalesce((select max(w.faza) from weeks w where w.diary_id = ${diaryId} and w.is_remove = 0), -1)`;

const ref = (name: string) => sql.raw(name);

/** Triggers keeping diaries.max_faza and diaries.light_type in step with weeks and diary items. */
async function createFacetTriggers(db: Kysely<unknown>, dialect: DialectName) {
  if (dialect === 'sqlite') {
    for (const [event, row] of [['insert', 'new'], ['update of faza, is_remove', 'new'], ['delete', 'old']] as const) {
      await sql`create trigger ${ref(`weeks_max_faza_${event.split(' ')[0]}`)} after ${ref(event)} on weeks begin
        update diaries set max_faza = ${diaryMaxFaza(ref(`${row}.diary_id`))} where id = ${ref(`${row}.diary_id`)}; end`.execute(db);
    }
    for (const [event, row] of [['insert', 'new'], ['delete', 'old']] as const) {
      await sql`create trigger ${ref(`diary_items_light_${event}`)} after ${ref(event)} on diary_items
        when ${ref(row)}.kind in ('lamp_veg', 'lamp_flo') begin
        update diaries set light_type = ${diaryLightType(ref(`${row}.diary_id`))} where id = ${ref(`${row}.diary_id`)}; end`.execute(db);
    }
    return;
  }
  await sql`create function diaries_refresh_max_faza() returns trigger as $$ begin
    update diaries set max_faza = ${diaryMaxFaza(sql`(case when tg_op = 'DELETE' then old.diary_id else new.diary_id end)`)}
    where id = (case when tg_op = 'DELETE' then old.diary_id else new.diary_id end); return null; end $$ language plpgsql`.execute(db);
  await sql`create trigger weeks_max_faza after insert or delete or update of faza, is_remove on weeks
    for each row execute function diaries_refresh_max_faza()`.execute(db);
  await sql`create function diaries_refresh_light_type() returns trigger as $$ declare d integer; begin
    d := case when tg_op = 'DELETE' then old.diary_id else new.diary_id end;
    update diaries set light_type = ${diaryLightType(sql`d`)} where id = d; return null; end $$ language plpgsql`.execute(db);
  await sql`create trigger diary_items_light after insert or delete on diary_items
    for each row execute function diaries_refresh_light_type()`.execute(db);
}

/** Rowids of the full-text index: the row's id times 4 plus its kind. */
export const SEARCH_KINDS = { diary: 0, product: 1, brand: 2, user: 3 } as const;
const rowid = (kind: keyof typeof SEARCH_KINDS, id: string) => sql.raw(`(${id} * 4 + ${SEARCH_KINDS[kind]})`);
const weekTexts = (diaryId: string) =>
  sql.raw(`coalesce((select group_concat(w.text, ' ') from weeks w where w.diary_id = ${diaryId} and w.is_remove = 0), '')`);
const brandName = (brandId: string) => sql.raw(`coalesce((select b.name from brands b where b.id = ${brandId}), '')`);

/** SQLite: the FTS5 index `search_index(name, body)` filled from the tables, and triggers that keep it so. */
async function createSearchIndex(db: Kysely<unknown>) {
  await sql`create virtual table search_index using fts5(name, body, tokenize = 'trigram')`.execute(db);
  const sources = [
    { kind: 'diary', table: 'diaries', body: weekTexts('new.id') },
    { kind: 'product', table: 'products', body: brandName('new.brand_id') },
    { kind: 'brand', table: 'brands', body: sql.raw(`''`) },
    { kind: 'user', table: 'users', body: sql.raw(`''`) },
  ] as const;
  for (const { kind, table, body } of sources) {
    const fill = { diary: weekTexts('t.id'), product: brandName('t.brand_id'), brand: sql.raw(`''`), user: sql.raw(`''`) }[kind];
    await sql`insert into search_index(rowid, name, body) select ${rowid(kind, 't.id')}, t.name, ${fill} from ${ref(table)} t`.execute(db);
    await sql`create trigger ${ref(`${table}_search_insert`)} after insert on ${ref(table)} begin
      insert into search_index(rowid, name, body) values (${rowid(kind, 'new.id')}, new.name, ${body}); end`.execute(db);
    await sql`create trigger ${ref(`${table}_search_update`)} after update of name on ${ref(table)} begin
      update search_index set name = new.name where rowid = ${rowid(kind, 'new.id')}; end`.execute(db);
    await sql`create trigger ${ref(`${table}_search_delete`)} after delete on ${ref(table)} begin
      delete from search_index where rowid = ${rowid(kind, 'old.id')}; end`.execute(db);
  }
  // Week texts are part of their diary's document; a breeder's name is part of its products' documents.
  for (const [event, row] of [['insert', 'new'], ['update of text, is_remove', 'new'], ['delete', 'old']] as const) {
    await sql`create trigger ${ref(`weeks_search_${event.split(' ')[0]}`)} after ${ref(event)} on weeks begin
      update search_index set body = ${weekTexts(`${row}.diary_id`)} where rowid = ${rowid('diary', `${row}.diary_id`)}; end`.execute(db);
  }
  await sql`create trigger brands_search_products after update of name on brands begin
    update search_index set body = new.name where rowid in (select id * 4 + 1 from products where brand_id = new.id); end`.execute(db);
  await sql`create trigger products_search_brand after update of brand_id on products begin
    update search_index set body = ${brandName('new.brand_id')} where rowid = ${rowid('product', 'new.id')}; end`.execute(db);
}

export function discovery(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('diaries').addColumn('max_faza', 'integer', (c) => c.notNull().defaultTo(-1)).execute();
      await db.schema.alterTable('diaries').addColumn('light_type', 'integer').execute();
      await sql`update diaries set max_faza = ${diaryMaxFaza(sql.raw('diaries.id'))}, light_type = ${diaryLightType(sql.raw('diaries.id'))}`.execute(db);
      await createFacetTriggers(db, dialect);

      // Each sort over visible diaries, and each coded filter with the default sort (other sorts scan their own index).
      const visible = ['is_remove', 'is_hidden'];
      for (const [name, columns] of [
        ['diaries_newest_idx', ['add_date', 'id']], ['diaries_likes_idx', ['cnt_likes', 'id']], ['diaries_views_idx', ['cnt_views', 'id']],
        ['diaries_room_idx', ['type_room', 'update_date', 'id']], ['diaries_medium_idx', ['type_soil', 'update_date', 'id']],
        ['diaries_phase_idx', ['max_faza', 'update_date', 'id']], ['diaries_light_idx', ['light_type', 'update_date', 'id']],
      ] as const) {
        await db.schema.createIndex(name).on('diaries').columns([...visible, ...columns]).execute();
      }
      // Totals over several coded filters count index entries only, never table rows.
      await db.schema.createIndex('diaries_facets_idx').on('diaries')
        .columns([...visible, 'light_type', 'type_room', 'type_soil', 'max_faza']).execute();
      // Strain, nutrient and breeder filters: the diaries of a product, read from the index alone.
      await db.schema.createIndex('diary_items_product_diary_idx').on('diary_items').columns(['product_id', 'kind', 'diary_id']).execute();

      // Follow lists of spec §4: `position` grows with each follow, so a list reads newest first.
      await db.schema.createTable('follows')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('content_id', 'integer', (c) => c.notNull())
        .addColumn('list', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('follows_pk', ['user_id', 'type', 'content_id'])
        .execute();
      await db.schema.createIndex('follows_list_idx').on('follows').columns(['user_id', 'list', 'position']).execute();
      await db.schema.createIndex('follows_content_idx').on('follows').columns(['type', 'content_id']).execute();

      if (dialect === 'sqlite') await createSearchIndex(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        for (const table of ['diaries', 'products', 'brands', 'users']) {
          for (const event of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${ref(`${table}_search_${event}`)}`.execute(db);
        }
        for (const name of ['weeks_search_insert', 'weeks_search_update', 'weeks_search_delete', 'brands_search_products', 'products_search_brand',
          'weeks_max_faza_insert', 'weeks_max_faza_update', 'weeks_max_faza_delete', 'diary_items_light_insert', 'diary_items_light_delete']) {
          await sql`drop trigger if exists ${ref(name)}`.execute(db);
        }
        await sql`drop table if exists search_index`.execute(db);
      } else {
        await sql`drop trigger if exists weeks_max_faza on weeks`.execute(db);
        await sql`drop trigger if exists diary_items_light on diary_items`.execute(db);
        await sql`drop function if exists diaries_refresh_max_faza()`.execute(db);
        await sql`drop function if exists diaries_refresh_light_type()`.execute(db);
      }
      await db.schema.dropTable('follows').ifExists().execute();
      for (const name of ['diaries_newest_idx', 'diaries_likes_idx', 'diaries_views_idx', 'diaries_room_idx', 'diaries_medium_idx',
        'diaries_phase_idx', 'diaries_light_idx', 'diaries_facets_idx', 'diary_items_product_diary_idx']) {
        await db.schema.dropIndex(name).ifExists().execute();
      }
      await db.schema.alterTable('diaries').dropColumn('light_type').execute();
      await db.schema.alterTable('diaries').dropColumn('max_faza').execute();
    },
  };
}
