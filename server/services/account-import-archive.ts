// Reads a data export (server/services/account-export.ts) for an import: checks the zip before anything is made (its
// format, sizes and every diary against the same rules as the editors' writes) and gives the diaries to make, with
// the zip entries of their photos; later reads one diary's photos at a time, so an import never holds them all.
import { unzipSync, type UnzipFileInfo } from 'fflate';
import { z } from 'zod';
import { DIARY_ITEM_LISTS, diaryInputSchema, type DiaryInput } from '../../src/domain/diary/diary-input';
import { MAX_IMPORT_DIARIES, MAX_IMPORT_PHOTOS } from '../../src/domain/user/account-import-limits';
import { weekInputSchema, type WeekInput } from '../../src/domain/week/week-input';
import { badRequest, HttpError } from '../http/errors';
import { EXPORT_FORMAT } from './account-export';

/** Most entries, unpacked bytes, and unpacked bytes of one JSON file or photo a zip may declare. */
const MAX_ENTRIES = 20_000;
const MAX_UNPACKED_BYTES = 2 * 1024 * 1024 * 1024;
const MAX_JSON_BYTES = 10 * 1024 * 1024;
const MAX_PHOTO_BYTES = 40 * 1024 * 1024;

const DIARY_FILE = /^diaries\/(\d{1,10})\/diary\.json$/;
const photoEntry = (diaryId: number, weekId: number, photoId: number) => `diaries/${diaryId}/photos/${weekId}-${photoId}.jpg`;

/** A photo to import: its entry in the zip and its comment. */
export interface PlannedPhoto { entry: string; sourceId: number; comment: string }
export interface PlannedWeek { input: WeekInput; addDate: string | null; photos: PlannedPhoto[] }
export interface PlannedDiary {
  /** The diary's id in the export: an import remembers it to never make the diary twice. */
  sourceId: number;
  input: DiaryInput;
  addDate: string | null;
  /** The export's id of the cover photo, when it is one of the imported photos. */
  coverSourceId: number | null;
  weeks: PlannedWeek[];
}
export interface ImportPlan { diaries: PlannedDiary[]; photos: number }

const ref = z.object({ id: z.number(), name: z.string() });
const refs = z.array(ref).optional().default([]);
/** What an import reads of a diary.json: the API's diary, as loose as older exports may be. */
const exportedDiarySchema = z.object({
  id: z.number(),
  name: z.string(),
  add_date: z.string().optional(),
  type_room: z.number().nullable().optional(),
  type_watering: z.number().nullable().optional(),
  type_soil: z.number().nullable().optional(),
  cover: z.object({ id: z.number() }).nullable().optional(),
  ...Object.fromEntries(DIARY_ITEM_LISTS.map((list) => [list, refs])) as Record<(typeof DIARY_ITEM_LISTS)[number], typeof refs>,
  items_week: z.array(z.object({
    id: z.number(),
    faza: z.number(),
    days: z.number().optional(),
    text: z.string().optional(),
    add_date: z.string().optional(),
    props: z.record(z.string(), z.unknown()).optional(),
    items_nutrient: z.array(ref.extend({ val: z.number().nullable().optional() })).optional().default([]),
    items_photo: z.array(z.object({ id: z.number(), comment: z.string().optional() })).optional().default([]),
    item_germination: z.object({ germ_method: z.unknown() }).optional(),
    item_harvest: z.object({
      item_review_seed: z.object({
        props: z.object({ growing: z.number().nullable(), resistance: z.number().nullable() }),
        n_general: z.number(),
        text: z.string(),
      }).nullable(),
      items_nutrient: z.array(ref.extend({ n_general: z.number(), text: z.string() })),
    }).optional(),
  })).max(200),
});
type ExportedDiary = z.infer<typeof exportedDiarySchema>;

const accountFileSchema = z.object({ format: z.literal(EXPORT_FORMAT.format), version: z.number().int().min(1).max(EXPORT_FORMAT.version) });

const refused = (message: string) => badRequest(`This file cannot be imported: ${message}`);

/** A date of the export kept on the import: a valid moment in the past, else none (the import's time). */
function pastDate(value: string | undefined, now: Date): string | null {
  const time = value === undefined ? NaN : Date.parse(value);
  return Number.isFinite(time) && time <= now.getTime() ? new Date(time).toISOString() : null;
}

/** Items by name: the catalogue of another server has other ids; the import matches names (see account-import.ts). */
const byName = (items: { name: string }[]) => items.map(({ name }) => ({ name: name.trim() })).filter((item) => item.name !== '');

/** The first issue of a failed parse, as `file: field: message`. */
function describeIssue(file: string, error: z.ZodError): string {
  const issue = error.issues[0]!;
  return `${file}: ${issue.path.join('.') || 'file'}: ${issue.message}`;
}

function parseWith<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw refused(describeIssue(file, parsed.error));
  return parsed.data;
}

function plannedWeek(diary: ExportedDiary, week: ExportedDiary['items_week'][number], index: number, file: string, present: Set<string>, now: Date): PlannedWeek {
  const harvest = week.item_harvest;
  const input = parseWith(weekInputSchema, {
    faza: week.faza,
    days: week.days ?? 0,
    text: week.text ?? '',
    props: week.props ?? {},
    items_nutrient: week.items_nutrient.filter((n) => n.name.trim() !== '').map((n) => ({ name: n.name.trim(), val: n.val ?? null })),
    ...(week.faza === -1 && week.item_germination && { germ_method: week.item_germination.germ_method }),
    ...(week.faza === 2 && harvest && {
      review_seed: harvest.item_review_seed && {
        growing: harvest.item_review_seed.props.growing, resistance: harvest.item_review_seed.props.resistance,
        n_general: harvest.item_review_seed.n_general, text: harvest.item_review_seed.text,
      },
      nutrient_reviews: harvest.items_nutrient.filter((n) => n.name.trim() !== '').map((n) => ({ name: n.name.trim(), n_general: n.n_general, text: n.text })),
    }),
  }, `${file} items_week.${index}`);
  const photos = week.items_photo
    .map((photo) => ({ entry: photoEntry(diary.id, week.id, photo.id), sourceId: photo.id, comment: photo.comment ?? '' }))
    .filter((photo) => present.has(photo.entry));
  return { input, addDate: pastDate(week.add_date, now), photos };
}

function plannedDiary(value: unknown, file: string, present: Set<string>, now: Date): PlannedDiary {
  const diary = parseWith(exportedDiarySchema, value, file);
  const input = parseWith(diaryInputSchema, {
    name: diary.name,
    type_room: diary.type_room ?? null,
    type_watering: diary.type_watering ?? null,
    type_soil: diary.type_soil ?? null,
    ...Object.fromEntries(DIARY_ITEM_LISTS.map((list) => [list, byName(diary[list])])),
  }, file);
  const weeks = diary.items_week.map((week, index) => plannedWeek(diary, week, index, file, present, now));
  const photoIds = new Set(weeks.flatMap((week) => week.photos.map((photo) => photo.sourceId)));
  const cover = diary.cover?.id ?? null;
  return { sourceId: diary.id, input, addDate: pastDate(diary.add_date, now), coverSourceId: cover !== null && photoIds.has(cover) ? cover : null, weeks };
}

/** The zip's entries as its directory declares them; 400 when it is no zip or declares too much. */
function listEntries(zip: Uint8Array): Map<string, UnzipFileInfo> {
  const entries = new Map<string, UnzipFileInfo>();
  let unpacked = 0;
  try {
    unzipSync(zip, {
      filter(file) {
        unpacked += file.originalSize;
        if (entries.size >= MAX_ENTRIES || unpacked > MAX_UNPACKED_BYTES) throw refused('it holds more than an export can.');
        entries.set(file.name, file);
        return false;
      },
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refused('it is not a zip file, or it is damaged.');
  }
  return entries;
}

/** Unpacks the entries `wanted` chooses; 400 when the zip is damaged. */
function unpack(zip: Uint8Array, wanted: (name: string) => boolean): Record<string, Uint8Array> {
  try {
    return unzipSync(zip, { filter: (file) => wanted(file.name) });
  } catch {
    throw refused('it is damaged.');
  }
}

function parseJsonEntry(bytes: Uint8Array | undefined, file: string): unknown {
  if (!bytes) throw refused(`${file} is missing: choose the zip that "Download my data" saved.`);
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw refused(`${file} is not valid JSON.`);
  }
}

/** Checks an export and plans its import; 400 with what is wrong otherwise. */
export function planImport(zip: Uint8Array, now = new Date()): ImportPlan {
  const entries = listEntries(zip);
  for (const [name, info] of entries) {
    const limit = name.endsWith('.json') ? MAX_JSON_BYTES : MAX_PHOTO_BYTES;
    if (info.originalSize > limit) throw refused(`${name} is larger than an export's files are.`);
  }
  const files = unpack(zip, (name) => name === 'account.json' || DIARY_FILE.test(name));
  parseWith(accountFileSchema, parseJsonEntry(files['account.json'], 'account.json'), 'account.json');
  const diaryFiles = Object.keys(files).filter((name) => DIARY_FILE.test(name))
    .sort((a, b) => Number(DIARY_FILE.exec(a)![1]) - Number(DIARY_FILE.exec(b)![1]));
  if (diaryFiles.length > MAX_IMPORT_DIARIES) throw refused(`it has ${diaryFiles.length} diaries; one import takes at most ${MAX_IMPORT_DIARIES}.`);
  const present = new Set(entries.keys());
  const diaries = diaryFiles.map((file) => {
    const diary = plannedDiary(parseJsonEntry(files[file], file), file, present, now);
    if (`diaries/${diary.sourceId}/diary.json` !== file) throw refused(`${file}: its id is ${diary.sourceId}.`);
    return diary;
  });
  const photos = diaries.reduce((sum, diary) => sum + diary.weeks.reduce((count, week) => count + week.photos.length, 0), 0);
  if (photos > MAX_IMPORT_PHOTOS) throw refused(`it has ${photos} photos; one import takes at most ${MAX_IMPORT_PHOTOS}.`);
  return { diaries, photos };
}

/** The photos of one planned diary, by entry name. */
export function readDiaryPhotos(zip: Uint8Array, diary: PlannedDiary): Record<string, Uint8Array> {
  const wanted = new Set(diary.weeks.flatMap((week) => week.photos.map((photo) => photo.entry)));
  return wanted.size === 0 ? {} : unpack(zip, (name) => wanted.has(name));
}
