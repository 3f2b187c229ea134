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
  /** Profile fields (migration 0014): plain text, the website a URL or '', socials a JSON object of handles. */
  bio: Generated<string>;
  location: Generated<string>;
  website: Generated<string>;
  socials: Generated<string>;
  /** The account's settings as JSON (src/domain/user/settings.ts): notifications, measures, interface, newsletters. */
  settings: Generated<string>;
  /** 1 when an admin banned the grower. */
  is_ban: Generated<number>;
  /** Why an admin banned the account (migration 0015). */
  ban_reason: Generated<string>;
  /** When the account was deleted: its personal data is gone, the row stays for the diaries it kept. */
  delete_date: string | null;
  /** When the grower followed the link of the confirmation mail (migration 0021); null until then. */
  email_confirmed_at: Generated<string | null>;
  /** Until when the grower has premium (migration 0040); null when they never had it. */
  premium_until: Generated<string | null>;
}

/** A token of a mail (migration 0021): only its SHA-256 is kept; single use (used_at) and expiring. */
export interface EmailTokensTable {
  id: Generated<number>;
  user_id: number;
  kind: 'confirm' | 'reset' | 'unsubscribe';
  token_hash: string;
  /** The address the mail went to: a confirmation is good only while the account still has it. */
  email: string;
  add_date: string;
  expires_at: string;
  used_at: string | null;
}

/** An account of an OpenID Connect provider linked to a grower (migration 0023); one grower per provider and subject. */
export interface OAuthIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  subject: string;
  email: string | null;
  add_date: string;
}

/** A sign-in with a provider under way (migration 0023): the state's SHA-256, PKCE verifier and nonce; single use, 10 minutes. */
export interface OAuthStatesTable {
  id: Generated<number>;
  state_hash: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  return_path: string;
  /** The grower linking this provider account; null for a sign-in. */
  link_user_id: number | null;
  expires_at: string;
}

/** A provider account without a grower yet, choosing its name (migration 0023): the ticket's SHA-256; single use. */
export interface OAuthTicketsTable {
  id: Generated<number>;
  ticket_hash: string;
  provider: string;
  subject: string;
  email: string;
  email_verified: number;
  return_path: string;
  expires_at: string;
}

/** A grower one grower blocked (migration 0014): hidden comments, refused replies. */
export interface UserBlocksTable {
  user_id: number;
  blocked_id: number;
  add_date: string;
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
  /** The brand's own words and website, and when a manager last changed it (migration 0027; '' before). */
  description: Generated<string>;
  website: Generated<string>;
  update_date: Generated<string>;
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
  /** When a brand manager last changed it ('' before), and the draft id it was created under (migration 0027). */
  update_date: Generated<string>;
  tmp_id: string | null;
}

/** A product's composition as its brand's managers gave it (migration 0039): the CompositionBody as JSON. */
export interface ProductCompositionsTable {
  product_id: number;
  body: string;
  update_date: string;
}

/** A product's photos (migration 0039), in `position` order, the first its main one; `file` is the sizes' base. */
export interface ProductPhotosTable {
  id: Generated<number>;
  product_id: number;
  file: string;
  width: number;
  height: number;
  position: number;
  add_date: string;
}

/** A brand's managers (migration 0027): who added each one and when. */
export interface BrandManagersTable {
  brand_id: number;
  user_id: number;
  added_by: number | null;
  add_date: string;
}

/** Every manager added to or removed from a brand, by whom and when (migration 0027). */
export interface BrandManagerLogTable {
  id: Generated<number>;
  brand_id: number;
  user_id: number;
  action: 'add' | 'remove';
  by_user_id: number | null;
  add_date: string;
}

/** A brand's testers (migration 0038): growers who test its products, who added each one and when. */
export interface BrandTestersTable {
  brand_id: number;
  user_id: number;
  added_by: number | null;
  add_date: string;
}

/** Every tester added to or removed from a brand, by whom and when (migration 0038). */
export interface BrandTesterLogTable {
  id: Generated<number>;
  brand_id: number;
  user_id: number;
  action: 'add' | 'remove';
  by_user_id: number | null;
  add_date: string;
}

/** A brand's plan (migration 0038); a brand without a row has the free plan. */
export interface BrandPlansTable {
  brand_id: number;
  plan: string;
  since: string;
}

/** A brand's newsletter (migration 0038): a draft until sent to the brand's followers, with its counters. */
export interface BrandNewslettersTable {
  id: Generated<number>;
  brand_id: number;
  subject: string;
  body: string;
  status: Generated<'draft' | 'sent'>;
  add_date: string;
  update_date: string;
  send_date: string | null;
  cnt_sends: Generated<number>;
  cnt_opens: Generated<number>;
  cnt_clicks: Generated<number>;
}

/** One follower a newsletter went to (migration 0038): the token of its open pixel and links, first open and click. */
export interface BrandNewsletterSendsTable {
  id: Generated<number>;
  newsletter_id: number;
  user_id: number;
  token: string;
  send_date: string;
  open_date: string | null;
  click_date: string | null;
}

/** A newsletter's first opens and clicks per UTC day (migration 0038). */
export interface BrandNewsletterDaysTable {
  newsletter_id: number;
  /** YYYY-MM-DD, UTC. */
  day: string;
  opens: Generated<number>;
  clicks: Generated<number>;
}

export interface DiariesTable {
  id: Generated<number>;
  /** Hidden by a moderator (migration 0015), with the reason its owner reads. */
  is_ban: Generated<number>;
  ban_reason: Generated<string>;
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
  /** The highest faza of its live weeks, -1 without weeks; kept by triggers (migration 0009). */
  max_faza: Generated<number>;
  /** Light type of spec §9 (1 fluorescent, 2 HID, 3 LED) of its lamps, null without; kept by triggers (migration 0009). */
  light_type: Generated<number | null>;
}

export interface DiaryItemsTable {
  diary_id: number;
  product_id: number;
  kind: DiaryItemKind;
}

export interface WeeksTable {
  id: Generated<number>;
  /** Hidden by a moderator (migration 0015), with the reason its owner reads. */
  is_ban: Generated<number>;
  ban_reason: Generated<string>;
  diary_id: number;
  position: number;
  faza: number;
  days: number;
  text: string;
  /** WeekProps of src/domain/week/week.ts as JSON text. */
  props: string;
  add_date: string;
  update_date: string;
  cnt_likes: number;
  cnt_comments: number;
  is_remove: Flag;
  is_video: Flag;
  /** Germination method code of src/domain/week/germination.ts, germination weeks only (migration 0003). */
  germ_method: Generated<number | null>;
}

export interface WeekNutrientsTable {
  week_id: number;
  product_id: number;
  val: number | null;
}

export interface PhotosTable {
  id: Generated<number>;
  /** Hidden by a moderator (migration 0015), with the reason its owner reads. */
  is_ban: Generated<number>;
  ban_reason: Generated<string>;
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
  /** Counters of likes and comments (migration 0012). */
  cnt_likes: Generated<number>;
  cnt_comments: Generated<number>;
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

/**
 * A grower's short vertical video (migration 0032). `file` (under uploads/videos/), `mime`, `bytes`, `upload_id` and
 * `key` come with the finished tus upload, which also sets `publish_date`: before it the short is its author's draft.
 */
export interface ShortsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  text: Generated<string>;
  poster_file: string | null;
  file: string | null;
  mime: string | null;
  bytes: Generated<number>;
  upload_id: string | null;
  key: string | null;
  cnt_likes: Generated<number>;
  cnt_comments: Generated<number>;
  /** Views counted from impression records (migration 0042). */
  cnt_views: Generated<number>;
  is_remove: Generated<number>;
  /** Hidden by a moderator (migration 0035), with the reason its author reads. */
  is_ban: Generated<number>;
  ban_reason: Generated<string>;
  add_date: string;
  update_date: string;
  publish_date: string | null;
}
export type ShortRow = Selectable<ShortsTable>;

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

/** A wiki article (migration 0011): plain text explaining a strain category value or an equipment category, per language. */
export interface WikiArticlesTable {
  section: string;
  category: string;
  value: string;
  lang: string;
  title: string;
  text: string;
}

/** A static page in one language (migration 0025); `sections` is the JSON text of StaticPageSection[]. */
export interface StaticPagesTable {
  page: string;
  lang: string;
  title: string;
  description: string;
  sections: string;
  update_date: string;
}

/** A message of the contact or partnership form (migration 0025); `sender` is user:ID or guest:ID, unique with `request_key`. */
export interface ContactsTable {
  id: Generated<number>;
  kind: string;
  user_id: number | null;
  sender: string;
  request_key: string | null;
  body_hash: string;
  name: string;
  email: string;
  subject: string;
  company: string;
  website: string;
  interest: string | null;
  text: string;
  lang: string;
  add_date: string;
}

/** A followed item of a grower's follow list (migration 0009); the highest position is the front. */
export interface FollowsTable {
  user_id: number;
  type: 'user' | 'diary' | 'product' | 'brand';
  content_id: number;
  list: 'common' | 'bookmark';
  position: number;
  add_date: string;
}

/** A banner a brand books (migration 0006): kind box, cpm, header or button; sections is a JSON array (empty: everywhere). */
export interface AdBannersTable {
  id: Generated<number>;
  brand_id: number;
  kind: 'box' | 'cpm' | 'header' | 'button';
  title: string;
  text: Generated<string>;
  /** Base path of the picture under uploads (sizes as photos), null for button banners. */
  image: string | null;
  width: Generated<number>;
  height: Generated<number>;
  url: string;
  product_id: number | null;
  sections: Generated<string>;
  enabled: Generated<Flag>;
  weight: Generated<number>;
  add_date: string;
  /** The first and last UTC days (YYYY-MM-DD) it is served, null: no bound (migration 0036). */
  start_date: string | null;
  end_date: string | null;
  /** The last change its brand's managers made (migration 0036). */
  update_date: string | null;
}

/** A picture uploaded for one of a brand's banners (migration 0036): `image` is the base of its photo sizes. */
export interface BrandBannerImagesTable {
  image: string;
  brand_id: number;
  width: number;
  height: number;
  add_date: string;
}

/** Views and clicks of one banner in one placement on one UTC day (migration 0006). */
export interface AdBannerDaysTable {
  banner_id: number;
  /** The placement: box, cpm, sidebar, header or button. */
  kind: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  views: Generated<number>;
  clicks: Generated<number>;
}

/** A brand's figures of one UTC day (migration 0037), counted in place by the writes that cause them. */
export interface BrandStatDaysTable {
  brand_id: number;
  /** YYYY-MM-DD, UTC. */
  day: string;
  product_views: Generated<number>;
  /** New diary weeks logging one of the brand's products (once per week). */
  weeks: Generated<number>;
  /** Reviews of the brand's products first written that day, and the sum of their current ratings. */
  reviews: Generated<number>;
  rating_sum: Generated<number>;
  /** Views and clicks of the brand's banners that day, any placement (added by triggers on ad_banner_days). */
  banner_views: Generated<number>;
  banner_clicks: Generated<number>;
  followers_gained: Generated<number>;
  followers_lost: Generated<number>;
}

/** A viewer seen on a product page on a UTC day (migration 0037): a second view that day is not counted. */
export interface ProductViewMarksTable {
  product_id: number;
  /** `u:<user id>` or `g:<guest id>`. */
  viewer: string;
  day: string;
}

/** A nonce of a signed ad statistics entry a guest used (migration 0006): a second use is a replay. */
export interface AdStatNoncesTable {
  guest: string;
  nonce: string;
  add_date: string;
}

/** A feeding scheme of a nutrient brand (migration 0007). */
export interface NutrientSchemesTable {
  id: Generated<number>;
  brand_id: number;
  name: string;
  description: Generated<string>;
  add_date: string;
  update_date: string;
}

/** One product's dose in one week of a scheme (migration 0007), in ml/l; position orders the weeks. */
export interface NutrientSchemeDosesTable {
  scheme_id: number;
  position: number;
  faza: number;
  week: number;
  product_id: number;
  dose: number;
}

export interface MetaTable {
  key: string;
  value: string;
}

/** A metric the app sent (migration 0005); page_params and page_query are JSON objects, taken_at the device's time. */
export interface TelemetryMetricsTable {
  id: Generated<number>;
  metric_id: string;
  name: string;
  value: number;
  rating: string;
  delta: number;
  navigation_type: string;
  page_path: string;
  page_name: string;
  page_params: string;
  page_query: string;
  taken_at: string;
  error_message: string | null;
  error_file: string | null;
  error_line: number | null;
  error_col: number | null;
  error_stack: string | null;
  batch_id: string;
  user_agent: string;
  device_memory: number | null;
  hardware_concurrency: number | null;
  connection_type: string | null;
  add_date: string;
}

/** An impression batch already counted, by its id (migration 0005): a batch sent again counts nothing. */
export interface ImpressionBatchesTable {
  key: string;
  records: number;
  add_date: string;
}

/** Views and seconds seen per content type and id (migration 0005). */
export interface ImpressionTotalsTable {
  type: string;
  ref_id: number;
  views: number;
  seconds: number;
}

/** A comment on a content item (migration 0012); a reply names its parent; removed ones with replies keep their row. */
export interface CommentsTable {
  id: Generated<number>;
  /** Hidden by a moderator (migration 0015), with the reason its owner reads. */
  is_ban: Generated<number>;
  ban_reason: Generated<string>;
  type: string;
  ref_id: number;
  user_id: number;
  parent_id: number | null;
  text: string;
  add_date: string;
  update_date: string;
  cnt_likes: Generated<number>;
  cnt_childs: Generated<number>;
  is_remove: Generated<Flag>;
}

/** A grower a comment names with @name, resolved when the comment was written (migration 0012). */
export interface CommentMentionsTable {
  comment_id: number;
  user_id: number;
  /** The name as written. */
  name: string;
}

/** One grower's like of one content item (migration 0012). */
export interface LikesTable {
  user_id: number;
  type: string;
  ref_id: number;
  add_date: string;
}

/** A grower's report of an item or another grower (migration 0015); one per grower and item. */
export interface ComplainsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  ref_id: number;
  reason: string;
  text: Generated<string>;
  add_date: string;
  /** 1 once a moderator acted on the item or dismissed its reports. */
  is_closed: Generated<number>;
}

/** A grow question (migration 0013): tags as a JSON array copy of problem_tags; solution_id the answer that helped. */
export interface ProblemsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  text: string;
  category: string;
  tags: string;
  diary_id: number | null;
  week_id: number | null;
  cnt_comments: Generated<number>;
  cnt_likes: Generated<number>;
  cnt_solutions: Generated<number>;
  solution_id: number | null;
  is_remove: Generated<Flag>;
  is_ban: Generated<number>;
  ban_reason: Generated<string>;
  add_date: string;
  update_date: string;
}

/** An answer to a grow question (migration 0013). */
export interface ProblemSolutionsTable {
  id: Generated<number>;
  problem_id: number;
  user_id: number;
  text: string;
  cnt_comments: Generated<number>;
  cnt_likes: Generated<number>;
  is_remove: Generated<Flag>;
  is_ban: Generated<number>;
  ban_reason: Generated<string>;
  add_date: string;
  update_date: string;
}

/** A symptom of a grow question, from src/domain/question/symptoms.ts (migration 0013). */
export interface ProblemSymptomsTable {
  problem_id: number;
  type: string;
  symptom_id: string;
  position: number;
}

/** One tag of a grow question (migration 0013). */
export interface ProblemTagsTable {
  tag: string;
  problem_id: number;
}

/** A photo of a grow question (migration 0013); files as week photos (photos/<random>_{s,m,xl,big}.jpg). */
export interface ProblemPhotosTable {
  id: Generated<number>;
  problem_id: number;
  user_id: number;
  file: string;
  width: number;
  height: number;
  position: number;
  is_remove: Generated<Flag>;
}

/** A device's web push subscription (migration 0018): its push service endpoint and the keys of RFC 8291. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  /** The session that subscribed the device: once it is revoked (signed out), the device gets no more pushes. */
  session_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  add_date: string;
  last_success: string | null;
}

/** A direct or group chat (migration 0017); a direct one is found again by direct_key "a:b" (a < b). */
export interface ChatRoomsTable {
  id: Generated<number>;
  kind: 'direct' | 'group';
  name: Generated<string>;
  address: string;
  direct_key: string | null;
  owner_id: number;
  is_business: Generated<number>;
  cnt_members: Generated<number>;
  last_message_id: number | null;
  add_date: string;
  update_date: string;
}

/** A grower in a chat room with the id of the last message they read (migration 0017). */
export interface ChatMembersTable {
  room_id: number;
  user_id: number;
  last_read_id: Generated<number>;
  add_date: string;
}

/** One message of a chat room (migration 0017); address is a path inside the app it shares. */
export interface ChatMessagesTable {
  id: Generated<number>;
  room_id: number;
  user_id: number;
  text: string;
  address: string | null;
  add_date: string;
  /** 1 once a moderator hid it (migration 0020): others read "Removed by a moderator". */
  is_ban: Generated<number>;
  ban_reason: Generated<string>;
}

/** A member banned from writing in a room (migration 0017). */
export interface ChatBansTable {
  room_id: number;
  user_id: number;
  by_id: number;
  add_date: string;
}

/**
 * A notification of a grower (migration 0016): what `actor_id` did (`kind`) about an item, grouped by `group_key`
 * (kind:item_type:item_id) and `period` (the day); `source_id` tells apart several events of one actor in a group
 * (a comment's id; 0 when one per actor, as for likes).
 */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  actor_id: number | null;
  kind: string;
  channel: string;
  item_type: string;
  item_id: number;
  item_title: string;
  /** A week's number in its diary (its title is the diary's name); 0 otherwise. */
  item_number: Generated<number>;
  link: string;
  text: string;
  source_id: number;
  group_key: string;
  period: string;
  is_read: Generated<number>;
  add_date: string;
}

/** A journal article written by an admin (migration 0026): Markdown text, tags as a JSON copy of article_tags. */
export interface ArticlesTable {
  id: Generated<number>;
  user_id: number;
  link: string;
  title: string;
  description: Generated<string>;
  text: string;
  category: string;
  tags: Generated<string>;
  cover_file: string | null;
  cnt_views: Generated<number>;
  view_seconds: Generated<number>;
  cnt_likes: Generated<number>;
  cnt_comments: Generated<number>;
  is_remove: Generated<number>;
  add_date: string;
  update_date: string;
}

/** One tag of an article (migration 0026). */
export interface ArticleTagsTable {
  tag: string;
  article_id: number;
}

/** A reader vote of the journal (migration 0026); end_date null: open until closed by an admin. */
export interface JournalPollsTable {
  id: Generated<number>;
  title: string;
  description: Generated<string>;
  cnt_votes: Generated<number>;
  end_date: string | null;
  add_date: string;
}

export interface JournalPollOptionsTable {
  id: Generated<number>;
  poll_id: number;
  title: string;
  position: number;
  cnt_votes: Generated<number>;
}

/** One person's vote in a poll (migration 0026): the primary key (poll_id, user_id) allows one. */
export interface JournalPollVotesTable {
  poll_id: number;
  user_id: number;
  option_id: number;
  add_date: string;
}

/** A sponsor brand's giveaway (migration 0029): open from start_date until end_date (UTC); closed_date once settled. */
export interface GiveawaysTable {
  id: Generated<number>;
  link: string;
  title: string;
  description: Generated<string>;
  rules: Generated<string>;
  brand_id: number;
  start_date: string;
  end_date: string;
  closed_date: string | null;
  cnt_entries: Generated<number>;
  cnt_votes: Generated<number>;
  cnt_likes: Generated<number>;
  cnt_comments: Generated<number>;
  add_date: string;
}

export interface GiveawayCategoriesTable {
  id: Generated<number>;
  giveaway_id: number;
  title: string;
  prize: Generated<string>;
  position: number;
  cnt_entries: Generated<number>;
  cnt_votes: Generated<number>;
  winner_entry_id: number | null;
}

/** A grower's diary in a giveaway's category: one per grower and category (a unique index). */
export interface GiveawayEntriesTable {
  id: Generated<number>;
  giveaway_id: number;
  category_id: number;
  diary_id: number;
  user_id: number;
  cnt_votes: Generated<number>;
  add_date: string;
}

/** One person's vote in a category (primary key category_id, user_id). */
export interface GiveawayVotesTable {
  category_id: number;
  user_id: number;
  entry_id: number;
  add_date: string;
}

/** An award or event (migration 0030): a year or a slug as link, voting from start_date until end_date. */
export interface AwardsTable {
  id: Generated<number>;
  link: string;
  section: string;
  title: string;
  description: Generated<string>;
  start_date: string;
  end_date: string;
  cnt_votes: Generated<number>;
  add_date: string;
  /** When its winners were notified (migration 0041); null while voting runs or until a server settles it. */
  notified_date: Generated<string | null>;
}

export interface AwardCategoriesTable {
  id: Generated<number>;
  award_id: number;
  title: string;
  description: Generated<string>;
  kind: string;
  position: number;
  cnt_votes: Generated<number>;
}

/** A nominee (migration 0030): ref_id names a diary, user, product or brand, by its category's kind. */
export interface AwardNomineesTable {
  id: Generated<number>;
  category_id: number;
  ref_id: number;
  position: number;
  cnt_votes: Generated<number>;
}

/** One person's vote in a category (migration 0030): the primary key (category_id, user_id) allows one. */
export interface AwardVotesTable {
  category_id: number;
  user_id: number;
  nominee_id: number;
  add_date: string;
}

/** An upload of a data export into an account, imported by the job runner (server/services/account-import.ts). */
export interface AccountImportsTable {
  id: Generated<number>;
  user_id: number;
  /** The zip's path under the uploads folder until the job ends, then empty. */
  file: string;
  bytes: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  diaries_total: number;
  photos_total: number;
  /** Photos of the export that were no picture, left out. */
  photos_skipped: Generated<number>;
  error: string | null;
  /** When a server last took the job (a running job unclaimed for long is taken over). */
  claimed_at: string | null;
  add_date: string;
  update_date: string;
}

/** A diary an import made, by its id in the export. */
export interface AccountImportDiariesTable {
  import_id: number;
  source_id: number;
  diary_id: number;
  photos: number;
}

/** A machine translation of an item's texts (migration 0031): fields as JSON, made from the source with source_hash. */
export interface TranslationsTable {
  type: string;
  ref_id: number;
  lang: string;
  source_hash: string;
  source_lang: string | null;
  fields: string;
  provider: string;
  add_date: string;
}

export interface Database {
  users: UsersTable;
  telemetry_metrics: TelemetryMetricsTable;
  impression_batches: ImpressionBatchesTable;
  impression_totals: ImpressionTotalsTable;
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
  shorts: ShortsTable;
  idempotency_keys: IdempotencyKeysTable;
  ad_banners: AdBannersTable;
  ad_banner_days: AdBannerDaysTable;
  brand_banner_images: BrandBannerImagesTable;
  ad_stat_nonces: AdStatNoncesTable;
  brand_stat_days: BrandStatDaysTable;
  product_view_marks: ProductViewMarksTable;
  meta: MetaTable;
  nutrient_schemes: NutrientSchemesTable;
  nutrient_scheme_doses: NutrientSchemeDosesTable;
  follows: FollowsTable;
  strain_attributes: StrainAttributesTable;
  strain_tags: StrainTagsTable;
  strain_parents: StrainParentsTable;
  wiki_articles: WikiArticlesTable;
  static_pages: StaticPagesTable;
  contacts: ContactsTable;
  comments: CommentsTable;
  comment_mentions: CommentMentionsTable;
  likes: LikesTable;
  user_blocks: UserBlocksTable;
  complains: ComplainsTable;
  problems: ProblemsTable;
  problem_solutions: ProblemSolutionsTable;
  problem_symptoms: ProblemSymptomsTable;
  problem_tags: ProblemTagsTable;
  problem_photos: ProblemPhotosTable;
  chat_rooms: ChatRoomsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
  chat_bans: ChatBansTable;
  notifications: NotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
  email_tokens: EmailTokensTable;
  oauth_identities: OAuthIdentitiesTable;
  oauth_states: OAuthStatesTable;
  oauth_tickets: OAuthTicketsTable;
  brand_managers: BrandManagersTable;
  product_compositions: ProductCompositionsTable;
  product_photos: ProductPhotosTable;
  brand_manager_log: BrandManagerLogTable;
  brand_testers: BrandTestersTable;
  brand_tester_log: BrandTesterLogTable;
  brand_plans: BrandPlansTable;
  brand_newsletters: BrandNewslettersTable;
  brand_newsletter_sends: BrandNewsletterSendsTable;
  brand_newsletter_days: BrandNewsletterDaysTable;
  articles: ArticlesTable;
  article_tags: ArticleTagsTable;
  journal_polls: JournalPollsTable;
  journal_poll_options: JournalPollOptionsTable;
  journal_poll_votes: JournalPollVotesTable;
  giveaways: GiveawaysTable;
  giveaway_categories: GiveawayCategoriesTable;
  giveaway_entries: GiveawayEntriesTable;
  giveaway_votes: GiveawayVotesTable;
  awards: AwardsTable;
  award_categories: AwardCategoriesTable;
  award_nominees: AwardNomineesTable;
  award_votes: AwardVotesTable;
  translations: TranslationsTable;
  account_imports: AccountImportsTable;
  account_import_diaries: AccountImportDiariesTable;
  premium_orders: PremiumOrdersTable;
  product_prices: ProductPricesTable;
  partner_orders: PartnerOrdersTable;
  partner_order_lines: PartnerOrderLinesTable;
  rate_limit_windows: RateLimitWindowsTable;
}

/** A premium order (migration 0040): amount in integer minor units; paid_by is the admin who marked an invoice paid. */
export interface PremiumOrdersTable {
  id: Generated<number>;
  user_id: number;
  plan: string;
  days: number;
  amount: number;
  currency: string;
  provider: string;
  state: string;
  provider_ref: string | null;
  pay_url: string | null;
  add_date: string;
  paid_date: string | null;
  paid_by: number | null;
}

/** What a product sells for through the site (migration 0043): integer minor units of its currency. */
export interface ProductPricesTable {
  product_id: number;
  amount: number;
  currency: string;
  update_date: string;
}

/** A grower's order of one brand's products (migration 0043), with where it goes; total in integer minor units. */
export interface PartnerOrdersTable {
  id: Generated<number>;
  user_id: number;
  brand_id: number;
  state: string;
  currency: string;
  total: number;
  delivery_name: string;
  delivery_address: string;
  delivery_phone: string;
  delivery_email: string;
  add_date: string;
  update_date: string;
}

/** A product of a partner order at the checkout's price (migration 0043); product_id null once the product is gone. */
export interface PartnerOrderLinesTable {
  order_id: number;
  position: number;
  product_id: number | null;
  name: string;
  link: string;
  amount: number;
  quantity: number;
}

/** The attempts of one rate-limit key in its current window (migration 0044); key_hash is SHA-256 of limit name and key. */
export interface RateLimitWindowsTable {
  key_hash: string;
  hits: number;
  expires_at: string;
}

export type PartnerOrderRow = Selectable<PartnerOrdersTable>;
export type UserRow = Selectable<UsersTable>;
export type PremiumOrderRow = Selectable<PremiumOrdersTable>;
export type AccountImportRow = Selectable<AccountImportsTable>;
export type DiaryRow = Selectable<DiariesTable>;
export type WeekRow = Selectable<WeeksTable>;
export type PhotoRow = Selectable<PhotosTable>;
export type VideoRow = Selectable<VideosTable>;
