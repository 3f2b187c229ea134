// The one IndexedDB database of the app: every table the product keeps on the device, versioned.
import { Dexie, type EntityTable } from 'dexie';
import type { ContentType } from '@/domain/api/content-types';
import type { ChatMember, ChatMessage, ChatRoom } from '@/domain/chat/chat';
import type { Comment } from '@/domain/comment/comment';
import type { Diary, DiaryCard } from '@/domain/diary/diary';
import type { FollowType } from '@/domain/follow/follow-list';
import type { Notification, NotificationGroup, NotificationNumbers } from '@/domain/notification/notification';
import type { QuestionCard, Solution } from '@/domain/question/question';
import type { ReviewInput } from '@/domain/catalogue/review';
import type { SavedItemType } from '@/domain/discovery/saved-items';
import type { User } from '@/domain/user/user';
import type { GrowerProfile } from '@/domain/user/profile';
import type { SettingsAnswer } from '@/domain/user/settings';
import type { Week } from '@/domain/week/week';
import type { BrandEdit, BrandManager, BrandProduct, ManagedBrand } from '@/domain/brand-manager/brand-manager';
import type { BrandScheme } from '@/domain/brand-manager/brand-scheme';
import type { ProductComposition, ProductPhoto } from '@/domain/catalogue/product-composition';
import type { BannerStatistic, BrandBanner } from '@/domain/brand-manager/banner';
import type { BrandNewsletter, NewsletterChart } from '@/domain/brand-manager/newsletter';
import type { PremiumOrder, PremiumState } from '@/domain/premium/premium';
import type { BrandSubscription, BrandWelcome } from '@/domain/brand-manager/subscription';
import type { BrandTesters } from '@/domain/brand-manager/tester';
import type { StatisticDay } from '@/domain/brand-manager/statistic-days';
import type { Article, Poll } from '@/domain/article/article';
import type { Short } from '@/domain/short/short';
import type { Giveaway } from '@/domain/giveaway/giveaway';
import type { AwardCategory } from '@/domain/award/award';
import type { PartnerOrder } from '@/domain/orders/orders';
import { DATABASE_NAME } from './database-name';
import { loadUpgradeToMutators } from './upgrade-loader';

/** A diary as stored: always the card, the full setup once the diary itself was opened. */
export type StoredDiary = DiaryCard & Partial<Omit<Diary, 'items_week' | keyof DiaryCard>> & {
  has_details: boolean;
  synced_at: number;
};
/** A week as stored, with its place in the diary. */
export type StoredWeek = Week & { position: number };
/** An ordered list fetched from the API (the home page, a paged list), by key. */
export interface StoredFeed { key: string; ids: number[]; total: number; synced_at: number }
/** Text being typed, kept per type and id so nothing is lost on a reload or crash. */
export interface Draft { type: string; ref_id: string; data: unknown; updated_at: number }
/** What can be created offline under a temporary id. */
export type CreatedKind = 'diary' | 'week' | 'comment' | 'question' | 'solution' | 'chat' | 'brandProduct' | 'short' | 'brandScheme' | 'brandBanner' | 'brandNewsletter' | 'premiumOrder';
/** A queued write, replayed in order by the sync engine with its idempotency key. */
export interface OutboxMutation {
  seq?: number;
  /** Idempotency key sent as X-Rniq: this device's client id and the sequence number. */
  key: string;
  /** The name of its definition in the mutator registry (src/sync/outbox/registry.ts). */
  mutator: string;
  /** The definition's arguments; temporary ids in them are replaced once the server gives real ones. */
  args: unknown;
  /** What it writes (src/domain/api/change-targets.ts): later writes of the same target and a diary's waiting changes are found by it. */
  target: string;
  status: 'pending' | 'sending' | 'refused';
  created_at: number;
  /** What the change is about, for the pending-changes view ("week 3 of My first grow"). */
  label: string;
  /** A create of something made offline under a temporary id. */
  creates?: { kind: CreatedKind; temp_id: number };
  /** The server version the change was made on (its update_date), for conflict detection. */
  base?: unknown;
  attempts: number;
  error?: string;
  /** Fields merged with another device's change after a conflict (week-merge names), shown to the grower. */
  merged?: string[];
}
/** A temporary id given offline and the real id the server gave it. */
export interface IdMapping { temp: number; real: number; kind: CreatedKind }
/** A photo or video waiting on the device for upload to a week (or as a diary cover). */
export interface QueuedUpload {
  id?: number;
  /** Idempotency key (X-Rniq) and tus fingerprint: this device's id and the record id, never the file name. */
  key: string;
  kind: 'photo' | 'video';
  /** What it belongs to; temporary (negative) ids are remapped when the server answers their create. */
  diary_id: number;
  week_id: number | null;
  /** True for a diary cover upload (POST /api/uploads/diaries/covers) instead of a week photo. */
  as_cover: boolean;
  /** A grow question's photo (POST /api/uploads/problems/media): the question's id (diary_id 0, week_id null). */
  problem_id?: number;
  /** A short's clip (tus, short_id metadata) or poster frame (POST /api/uploads/shorts/posters): the short's id (diary_id 0, week_id null). */
  short_id?: number;
  name: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  sent_bytes: number;
  status: 'pending' | 'uploading' | 'refused';
  error?: string;
  /** tus upload URL once the server created it, so a cut upload resumes where it stopped. */
  upload_url?: string;
  created_at: number;
}
/**
 * The prepared file of a queued upload (resized, stripped of location and device data), under the upload's id.
 * Kept apart from the row so that status and progress writes never store the file again.
 */
export interface UploadFile { id: number; file: Blob }
/** A catalogue item kept for offline search in pickers (a strain, nutrient, lamp...). */
export interface CatalogueRow {
  section: string;
  id: number;
  name: string;
  /** Lower-case name, for prefix search. */
  name_lower: string;
  link: string;
  brand_id: number | null;
  brand_name: string | null;
}
/** Whether the grower follows an item, and its follower count, as this device last knew or changed it. */
export interface FollowRecord { type: FollowType; id: number; following: boolean; cnt_followers: number }
/** The grower's own review of a product as last saved on this device (sent through the outbox). */
export interface ReviewRecord { product_id: number; review: ReviewInput; saved_at: number }
/**
 * A comment as this device knows it: the server's copy with the device's own changes applied; `parent` is the top
 * comment's id for a reply and 0 for a top comment (IndexedDB keys have no null); `synced_at` 0 until the server has it.
 */
/** A notification of the signed-in grower (`user`), as the flat list and a group's members show it. */
export type NotificationRecord = Notification & { user: number };
/** A group as a tab lists it: `key` is tab|group|period, `tab` 'all' or the group's channel. */
export type NotificationGroupRecord = NotificationGroup & { key: string; user: number; tab: string };
/** The unread numbers of a grower, as last read or changed here. */
export interface NotificationNumbersRecord { user: number; numbers: NotificationNumbers }
export type CommentRecord = Omit<Comment, 'replies'> & { parent: number; synced_at: number };
/**
 * A thread's top comments in one order as the server paged them (`key` '{type}:{id}:{sort}'; `ids` from place `offset`
 * on, of `total` top comments), or (`key` 'summary:{type}:{id}') who commented lately; both with the item's comment
 * count, the device's changes applied.
 */
export type CommentThreadRecord =
  | { kind: 'list'; key: string; ids: number[]; offset: number; total: number; cnt_comments: number; synced_at: number }
  | { kind: 'summary'; key: string; who: User[]; cnt_comments: number; synced_at: number };
/** Whether the grower likes an item, and its like count, as this device last knew or changed it. */
export interface LikeRecord { type: ContentType; id: number; liked: boolean; cnt_likes: number }
/** A grower's profile as last fetched (or as the grower changed it here), kept so a visited profile opens offline. */
export type ProfileRecord = GrowerProfile & { synced_at: number };
/** The first pages of a profile's tab (`key` '{user id}:{tab}'), as the API answered them, items in its shape. */
export interface ProfileListRecord { key: string; user_id: number; items: unknown[]; total: number; synced_at: number }
/** The signed-in grower's own settings pages' data (with the device's waiting changes applied). */
export interface AccountSettingsRecord { user_id: number; answer: SettingsAnswer; synced_at: number }
/**
 * A grow question as this device knows it (its card; `has_details` once the question itself was opened, its answers
 * then in `questionSolutions`), with the diary and week it is about as indexable ids; `synced_at` 0 until the server has it.
 */
/** `photos_added_at`: when an upload of this device last added a photo (an answer asked before it lacks that photo). */
export type StoredQuestion = QuestionCard & { diary_id: number | null; week_id: number | null; has_details: boolean; synced_at: number; photos_added_at?: number };
/** An answer to a grow question; `synced_at` 0 until the server has it. */
export type StoredSolution = Solution & { synced_at: number };
/** An ordered list of questions as the API paged it (`key` names its order and filters), by key. */
export interface QuestionListRecord { key: string; ids: number[]; total: number; synced_at: number }
/** A chat room as last read (or opened here, under a temporary id until the server has it); `synced_at` 0 until then. */
export type ChatRoomRecord = ChatRoom & {
  synced_at: number;
  /** Every older message is on the device. */
  complete?: boolean;
  /** The members as last read (with the device's waiting changes). */
  member_list?: ChatMember[];
};
/**
 * A chat message: the server's, or one written here under a temporary id (`local` set) until it is sent. `order`
 * sorts a room: the server's id, or after every server id for a message still waiting (in the order written).
 */
export type ChatMessageRecord = ChatMessage & { order: number; local?: number };
/** A device preference by key (the user's measures, the theme). */
export interface PrefRecord { key: string; value: unknown }
/** Seconds and views an element was seen, per content type and id (spec §3 impression record). */
export interface ImpressionRecord { t: string; i: number; v: number; s: number }
/** An ad view or click waiting to be flushed (spec §3 ad stat item). */
export interface AdStatEntry { id?: number; i: number; t: string; s: string; a: string; h: string }
/** A performance or error metric waiting to be sent. */
export interface TelemetryEntry { id?: number; metric: Record<string, unknown>; created_at: number }
/**
 * An item saved for offline (key `${type}:${id}`): its API answers and photos sit in the service worker's saved cache
 * under `urls` (a diary's own rows stay in `diaries` and `weeks`); `bytes` sums those answers' sizes.
 */
/** A journal article as last read (the page opens offline once visited), with when it was stored. */
export type StoredArticle = Article & { synced_at: number };
/** The grower's vote in a journal poll: queued at once, then the poll as the server answered it. */
export interface JournalVoteRecord { poll_id: number; option_id: number; poll: Poll | null; voted_at: number }
/** A short as last read or as written on this device (a temporary id and no video until its create and upload are sent). */
export type ShortRecord = Short & { synced_at: number };
/** The order of a list of shorts (`all`: the feed; `user:{id}`: a grower's), as ids, with the server's total. */
export interface ShortListRecord { key: string; ids: number[]; total: number; loaded_at: number }
/** A giveaway as last read (opens offline once visited), with the grower's entries and votes laid over it while they wait. */
export type StoredGiveaway = Giveaway & { synced_at: number };
/** The grower's vote in an award category: queued at once, then the category as the server answered it. */
export interface AwardVoteRecord { award_id: number; category_id: number; nominee_id: number; category: AwardCategory | null; voted_at: number }
export interface SavedItem { key: string; type: SavedItemType; id: number; name: string; link: string; urls: string[]; bytes: number; saved_at: number }
/**
 * A brand the signed-in person manages (`user`), in the switcher's order (`position`), with its information and
 * managers once those tabs were opened: the brand manager area opens offline.
 */
export type ManagedBrandRecord = ManagedBrand & { user: number; position: number; edit?: BrandEdit; managers?: BrandManager[]; synced_at: number };
/** A product of a managed brand as its managers edit it (a temporary id until its create is answered). */
export type BrandProductRecord = BrandProduct & { synced_at: number };
/** A nutrient scheme of a managed brand as its managers edit it (a negative id: made on this device, not sent yet). */
export type BrandSchemeRecord = BrandScheme & { synced_at: number };
/** A managed product's composition and photos as its managers edit them (opens offline). */
export interface ProductDetailsRecord { product_id: number; brand_id: number; composition: ProductComposition; photos: ProductPhoto[]; synced_at: number }
/** A premium order: the grower's own (a negative id: made on this device, not sent yet), or any grower's in the admin's list (`user` set). */
export type PremiumOrderRecord = PremiumOrder & { user_id: number; user?: User; synced_at: number };
/** A line of this device's cart: a product at the price it sold for when added (or last checked), and what the last checkout said of it. */
export interface CartLineRecord {
  product_id: number; name: string; link: string; brand_id: number; brand_name: string; brand_link: string;
  amount: number; currency: string; quantity: number; add_date: string;
  /** The checkout refused it: no longer sold, or sold for `amount` now instead of `was`. */
  problem: { error: 'not_sold' } | { error: 'price_changed'; was: number } | null;
}
/** A grower's order from a partner brand (GET /api/users/{id}/orders), with its local state while a cancel waits. */
export type PartnerOrderRecord = PartnerOrder & { synced_at: number };
/** Whether a grower has premium, as last answered (GET /api/users/{id}/premium). */
export interface PremiumStateRecord { user_id: number; premium: PremiumState; synced_at: number }
/** A box, cpm or header banner of a managed brand (a negative id: made on this device, not sent yet). */
export type BrandBannerRecord = BrandBanner & { synced_at: number };
/** Banner figures of a period as last answered, by `banner:{id}:{from}:{to}` or `brand:{id}:{from}:{to}` (opens offline). */
export type BannerStatRecord = BannerStatistic & { key: string; synced_at: number };
/** A managed brand's testers and the latest changes of them, as last answered (one row per brand). */
export type BrandTestersRecord = BrandTesters & { brand_id: number; synced_at: number };
/** A managed brand's plan with its use, and its onboarding checklist, as last answered (one row per brand). */
export interface BrandPlanRecord { brand_id: number; subscription?: BrandSubscription; welcome?: BrandWelcome; synced_at: number }
/** A newsletter of a managed brand (a negative id: a draft made on this device, not sent yet), with its chart once shown. */
export type BrandNewsletterRecord = BrandNewsletter & { synced_at: number; chart?: NewsletterChart['items'] };
/** One day of a managed brand's statistics as last answered (the last 180 days are kept: the tab opens offline). */
export type BrandStatDayRecord = StatisticDay & { brand_id: number };
/** Which days of a brand's statistics the device holds, the followers then, and when they were fetched (device clock, ms). */
export interface BrandStatSyncRecord { brand_id: number; from: string; to: string; followers: number; fetched_at: number }
/** Who is signed in on this device (key 'current'), and this browser's guest id (key 'guest'). */
export type SessionRecord =
  | { key: 'current'; token: string; user: User; signed_in_at: number }
  | { key: 'guest'; guest_id: string };

export class GrowDatabase extends Dexie {
  diaries!: EntityTable<StoredDiary, 'id'>;
  weeks!: EntityTable<StoredWeek, 'id'>;
  feeds!: EntityTable<StoredFeed, 'key'>;
  drafts!: Dexie.Table<Draft, [string, string]>;
  outbox!: EntityTable<OutboxMutation, 'seq'>;
  uploads!: EntityTable<QueuedUpload, 'id'>;
  uploadFiles!: EntityTable<UploadFile, 'id'>;
  impressions!: Dexie.Table<ImpressionRecord, [string, number]>;
  adStats!: EntityTable<AdStatEntry, 'id'>;
  telemetry!: EntityTable<TelemetryEntry, 'id'>;
  session!: Dexie.Table<SessionRecord, SessionRecord['key']>;
  idMap!: EntityTable<IdMapping, 'temp'>;
  catalogue!: Dexie.Table<CatalogueRow, [string, number]>;
  prefs!: EntityTable<PrefRecord, 'key'>;
  saved!: EntityTable<SavedItem, 'key'>;
  follows!: Dexie.Table<FollowRecord, [FollowType, number]>;
  reviews!: EntityTable<ReviewRecord, 'product_id'>;
  comments!: EntityTable<CommentRecord, 'id'>;
  commentThreads!: Dexie.Table<CommentThreadRecord, string>;
  likes!: Dexie.Table<LikeRecord, [ContentType, number]>;
  profiles!: EntityTable<ProfileRecord, 'id'>;
  profileLists!: EntityTable<ProfileListRecord, 'key'>;
  accountSettings!: EntityTable<AccountSettingsRecord, 'user_id'>;
  questions!: EntityTable<StoredQuestion, 'id'>;
  questionSolutions!: EntityTable<StoredSolution, 'id'>;
  questionLists!: EntityTable<QuestionListRecord, 'key'>;
  chatRooms!: EntityTable<ChatRoomRecord, 'id'>;
  chatMessages!: EntityTable<ChatMessageRecord, 'id'>;
  notifications!: EntityTable<NotificationRecord, 'id'>;
  notificationGroups!: EntityTable<NotificationGroupRecord, 'key'>;
  notificationNumbers!: EntityTable<NotificationNumbersRecord, 'user'>;
  managedBrands!: EntityTable<ManagedBrandRecord, 'id'>;
  brandProducts!: EntityTable<BrandProductRecord, 'id'>;
  brandSchemes!: EntityTable<BrandSchemeRecord, 'id'>;
  productDetails!: EntityTable<ProductDetailsRecord, 'product_id'>;
  premiumOrders!: EntityTable<PremiumOrderRecord, 'id'>;
  premiumStates!: EntityTable<PremiumStateRecord, 'user_id'>;
  cartLines!: EntityTable<CartLineRecord, 'product_id'>;
  partnerOrders!: EntityTable<PartnerOrderRecord, 'id'>;
  brandBanners!: EntityTable<BrandBannerRecord, 'id'>;
  bannerStats!: EntityTable<BannerStatRecord, 'key'>;
  brandTesters!: EntityTable<BrandTestersRecord, 'brand_id'>;
  brandPlans!: EntityTable<BrandPlanRecord, 'brand_id'>;
  brandNewsletters!: EntityTable<BrandNewsletterRecord, 'id'>;
  brandStatDays!: Dexie.Table<BrandStatDayRecord, [number, string]>;
  brandStatSync!: EntityTable<BrandStatSyncRecord, 'brand_id'>;
  articles!: EntityTable<StoredArticle, 'id'>;
  journalVotes!: EntityTable<JournalVoteRecord, 'poll_id'>;
  shorts!: EntityTable<ShortRecord, 'id'>;
  shortLists!: EntityTable<ShortListRecord, 'key'>;
  giveaways!: EntityTable<StoredGiveaway, 'id'>;
  awardVotes!: Dexie.Table<AwardVoteRecord, [number, number]>;

  constructor(name = DATABASE_NAME) {
    super(name);
    // Only versions with an upgrade function are declared (Dexie diffs a device's database against them and adds or
    // drops tables and indexes by itself): version 6 with the schema as it was then, and the newest with what came
    // since. Declaring every version cost each page start a parse of twenty schemas. src/db/upgrade.test.ts opens
    // databases of every earlier version with this.
    this.version(6).stores({
      diaries: 'id, update_date, item_user.id',
      weeks: 'id, diary_id, [diary_id+position]',
      feeds: 'key',
      drafts: '[type+ref_id], updated_at',
      // Queued writes name their mutator and target instead of an HTTP path; follows and reviews get typed rows. The
      // converter loads only on a device that has a database to upgrade (Dexie.waitFor keeps the upgrade open meanwhile).
      outbox: '++seq, &key, status, target',
      // The upload total reads sizes and progress from an index; upload files live in their own table, so the queue's
      // frequent row writes never copy a file.
      uploads: '++id, &key, status, diary_id, week_id, [status+bytes+sent_bytes]',
      uploadFiles: 'id',
      impressions: '[t+i]',
      adStats: '++id',
      telemetry: '++id, created_at',
      session: 'key',
      idMap: 'temp, real',
      catalogue: '[section+id], section, [section+name_lower]',
      prefs: 'key',
      // Items saved for offline, listed newest first on the Saved screen.
      saved: 'key, type, saved_at',
      follows: '[type+id]',
      reviews: 'product_id',
    }).upgrade((tx) => Dexie.waitFor(loadUpgradeToMutators()).then(({ upgradeToMutators }) => upgradeToMutators(tx)));
    this.version(21).stores({
      // The community: comments, likes, grow questions and grower profiles.
      comments: 'id, [type+ref_id+parent], parent',
      commentThreads: 'key',
      likes: '[type+id]',
      profiles: 'id',
      profileLists: 'key, user_id',
      accountSettings: 'user_id',
      questions: 'id, diary_id, week_id',
      questionSolutions: 'id, problem_id',
      questionLists: 'key',
      // Chats: rooms by latest activity, messages of a room in order.
      chatRooms: 'id, update_date',
      chatMessages: 'id, [room_id+order]',
      // Notifications: newest first per grower, a group's members; groups per tab by their newest; unread numbers.
      notifications: 'id, [user+id], [user+group+group_period]',
      notificationGroups: 'key, [user+tab+last_id]',
      notificationNumbers: 'user',
      // The journal: articles read (by link too) and the grower's poll votes.
      articles: 'id, &link',
      journalVotes: 'poll_id',
      // The brand manager area: the brands one manages, their products, nutrient schemes, banners and banner figures
      // seen, statistics per day, testers, plan, newsletters, and the composition and photos of their products.
      managedBrands: 'id, user',
      brandProducts: 'id, brand_id',
      brandSchemes: 'id, brand_id',
      brandBanners: 'id, brand_id',
      bannerStats: 'key',
      brandStatDays: '[brand_id+day], brand_id',
      brandStatSync: 'brand_id',
      brandTesters: 'brand_id',
      brandPlans: 'brand_id',
      brandNewsletters: 'id, brand_id',
      productDetails: 'product_id',
      // Giveaways visited (by link too); the grower's award votes, one per category; shorts seen and written on this
      // device and the order of their lists.
      giveaways: 'id, &link',
      awardVotes: '[award_id+category_id], award_id',
      shorts: 'id',
      shortLists: 'key',
      // Premium: the grower's orders (and the admin's list of everyone's) and premium states; the cart (kept on this
      // device only) and the grower's partner orders.
      premiumOrders: 'id, user_id, state',
      premiumStates: 'user_id',
      cartLines: 'product_id, add_date',
      partnerOrders: 'id, user_id',
    });
    // Another tab opened a newer schema: reload so both run the same version.
    this.on('versionchange', () => {
      // Reopened on the next query: a page reloads; the service worker (which has no reload) opens the new version on its next event.
      this.close({ disableAutoOpen: false });
      (globalThis as { location?: { reload?: () => void } }).location?.reload?.();
      return false;
    });
  }
}

/** The app's database. */
export const db = new GrowDatabase();
