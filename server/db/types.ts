// Kysely table types of the server database; dates are ISO-8601 UTC strings, flags are 0/1.
import type { Generated, Selectable } from 'kysely';

export type Flag = 0 | 1;
export type BrandSection = 'seed' | 'nutrient' | 'equipment';
export type DiaryItemKind = 'seed' | 'nutrient' | 'lamp_veg' | 'lamp_flo' | 'tent' | 'medium' | 'equip';
export type UserRole = 'user' | 'moderator' | 'admin';

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string | null;
  status: string;
  /** Base path of the avatar files under uploads (e.g. avatars/pool-03), or null. */
  avatar: string | null;
  add_date: string;
  /** Who may moderate (migration 0003); every account starts as 'user'. */
  role: Generated<UserRole>;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  add_date: string;
  last_seen: string;
  revoked_at: string | null;
}

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  section: BrandSection;
  category: string | null;
  link: string;
  avatar: string | null;
}

export interface ProductsTable {
  id: Generated<number>;
  brand_id: number | null;
  name: string;
  section: BrandSection;
  category: string | null;
  link: string;
  description: string;
  /** 1 for a name a grower typed that the catalogue does not know (migration 0002); brand_id is null then. */
  user_added: Generated<Flag>;
}

export interface DiariesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  add_date: string;
  update_date: string;
  type_room: number | null;
  type_watering: number | null;
  type_soil: number | null;
  cover_photo_id: number | null;
  cnt_views: number;
  cnt_likes: number;
  cnt_comments: number;
  is_remove: Flag;
  is_hidden: Flag;
  /** Moderation state (migration 0003): 0 pending, 1 approved, 2 rejected. */
  approved: Generated<number>;
  /** Seconds the diary was seen, summed from impressions (migration 0003). */
  view_seconds: Generated<number>;
}

export interface DiaryItemsTable {
  diary_id: number;
  product_id: number;
  kind: DiaryItemKind;
}

export interface WeeksTable {
  id: Generated<number>;
  diary_id: number;
  position: number;
  faza: number;
  days: number;
  text: string;
  /** WeekProps of src/domain/week.ts as JSON text. */
  props: string;
  add_date: string;
  update_date: string;
  cnt_likes: number;
  cnt_comments: number;
  is_remove: Flag;
  is_video: Flag;
  /** Germination method code of src/domain/germination.ts, germination weeks only (migration 0003). */
  germ_method: Generated<number | null>;
}

export interface WeekNutrientsTable {
  week_id: number;
  product_id: number;
  val: number | null;
}

export interface PhotosTable {
  id: Generated<number>;
  week_id: number | null;
  diary_id: number;
  user_id: number;
  comment: string;
  /** Base path under uploads (e.g. photos/flowering-03); sizes add _s, _m, _xl, _big .jpg. */
  file: string;
  width: number;
  height: number;
  position: number;
  is_remove: Flag;
}

/** The strain review of a harvest week (spec §3 review seed), one per week (migration 0002). */
export interface WeekReviewsTable {
  week_id: number;
  growing: number | null;
  resistance: number | null;
  n_general: number;
  text: string;
}

/** The harvest review of one nutrient of a harvest week (migration 0003), in the grower's order. */
export interface WeekNutrientReviewsTable {
  week_id: number;
  product_id: number;
  position: number;
  n_general: number;
  text: string;
}

/** A finished video upload of a week (migration 0003); the file is under uploads/videos/. */
export interface VideosTable {
  id: Generated<number>;
  week_id: number;
  diary_id: number;
  user_id: number;
  /** The client's idempotency key of the upload: one video per user and key. */
  key: string;
  /** The tus upload id, so the upload's URL still answers once it is finished. */
  upload_id: string;
  /** Path under uploads, e.g. videos/3f2a....mp4. */
  file: string;
  mime: string;
  bytes: number;
  add_date: string;
}

/**
 * Answers of write requests by idempotency key (the X-Rniq header), stored in the transaction of
 * the write itself, so a repeated request answers the same again without applying twice (migration 0002).
 */
/** A grower's review of a catalogue product (migration 0004); props is a JSON object. */
export interface ProductReviewsTable {
  id: Generated<number>;
  product_id: number;
  user_id: number;
  n_general: number;
  text: string;
  props: string;
  add_date: string;
  update_date: string;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  method: string;
  path: string;
  /** SHA-256 hex of the canonical JSON of the request body. */
  body_hash: string;
  status: number;
  /** The JSON text of the answer; empty for 204. */
  response: string;
  add_date: string;
}

/** A catalogue strain's attributes (migration 0008); the category levels are in strain_tags. */
export interface StrainAttributesTable {
  product_id: number;
  /** Indica share in percent; the rest is sativa. */
  indica: number;
  flowering_type: 'autoflowering' | 'photoperiod';
  thc: number;
  cbd: number;
  yield_gm2: number;
  height_cm: number;
  growing: 'easy' | 'moderate' | 'difficult';
  flowering_weeks: number;
}

/** One category value of a strain (migration 0008): effects, medical uses, tastes and the levels, in order per category. */
export interface StrainTagsTable {
  category: string;
  value: string;
  product_id: number;
  position: Generated<number>;
}

/** A parent of a strain (migration 0008), position 0 or 1: a catalogue strain, or a name outside the catalogue. */
export interface StrainParentsTable {
  product_id: number;
  position: number;
  parent_id: number | null;
  parent_name: string;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  brands: BrandsTable;
  products: ProductsTable;
  diaries: DiariesTable;
  diary_items: DiaryItemsTable;
  weeks: WeeksTable;
  week_nutrients: WeekNutrientsTable;
  photos: PhotosTable;
  week_reviews: WeekReviewsTable;
  week_nutrient_reviews: WeekNutrientReviewsTable;
  product_reviews: ProductReviewsTable;
  videos: VideosTable;
  idempotency_keys: IdempotencyKeysTable;
  meta: MetaTable;
  strain_attributes: StrainAttributesTable;
  strain_tags: StrainTagsTable;
  strain_parents: StrainParentsTable;
}

export type UserRow = Selectable<UsersTable>;
export type DiaryRow = Selectable<DiariesTable>;
export type WeekRow = Selectable<WeeksTable>;
export type PhotoRow = Selectable<PhotosTable>;
export type VideoRow = Selectable<VideosTable>;
