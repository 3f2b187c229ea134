// Imports of data exports into an account, as jobs: an upload is checked and queued (queueImport), and a runner makes
// its diaries one at a time, each with its weeks and photos in one transaction, remembering each diary it made so that a
// job taken over after a crash (a running job whose server stopped beating) goes on without making one twice.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { ItemInput } from '../../src/domain/diary/diary-input';
import type { AccountImport } from '../../src/domain/user/account-import';
import type { AccountImportRow, Database, DiaryItemKind } from '../db/types';
import { HttpError } from '../http/errors';
import { removePhotoFiles, type StoredPhoto, storeUploadedPhoto } from '../media/photo-store';
import { type ImportPlan, type PlannedDiary, planImport, readDiaryPhotos } from './account-import-archive';
import { createDiary, KIND_OF_LIST, addWeek, setDiaryCover } from './diary-writes';
import { USER_ADDED_TARGET } from './equipment-kinds';
import { addWeekPhoto } from './photos';

type Db = Kysely<Database>;

/** Where uploaded exports wait for their import, under the uploads folder (shared by every server, never served). */
export const IMPORTS_FOLDER = 'imports';
/** A running job whose server has not beaten for this long is taken over. */
export const STALE_CLAIM_MS = 10 * 60_000;
/** The imports a grower sees: the latest. */
const LISTED_IMPORTS = 20;

const now = () => new Date().toISOString();

/** Stores a checked upload as a queued job (in the caller's transaction). */
export async function queueImport(db: Db, userId: number, file: string, bytes: number, plan: ImportPlan): Promise<AccountImport> {
  const stamp = now();
  const row = await db.insertInto('account_imports').values({
    user_id: userId, file, bytes, status: 'queued', diaries_total: plan.diaries.length, photos_total: plan.photos,
    error: null, claimed_at: null, add_date: stamp, update_date: stamp,
  }).returningAll().executeTakeFirstOrThrow();
  return (await describeImports(db, [row]))[0]!;
}

/** The grower's latest imports, newest first, with the diaries each made. */
export async function listImports(db: Db, userId: number): Promise<AccountImport[]> {
  const rows = await db.selectFrom('account_imports').selectAll().where('user_id', '=', userId)
    .orderBy('id', 'desc').limit(LISTED_IMPORTS).execute();
  return describeImports(db, rows);
}

async function describeImports(db: Db, rows: AccountImportRow[]): Promise<AccountImport[]> {
  const made = rows.length === 0 ? [] : await db.selectFrom('account_import_diaries as m')
    .innerJoin('diaries as d', 'd.id', 'm.diary_id')
    .select(['m.import_id', 'm.source_id', 'm.photos', 'd.id', 'd.name', 'd.is_remove'])
    .where('m.import_id', 'in', rows.map((row) => row.id)).orderBy('m.source_id').execute();
  return rows.map((row) => {
    const own = made.filter((m) => m.import_id === row.id);
    return {
      id: row.id, status: row.status, diaries_total: row.diaries_total, photos_total: row.photos_total,
      diaries_done: own.length, photos_done: own.reduce((sum, m) => sum + m.photos, 0), photos_skipped: Number(row.photos_skipped),
      error: row.error, add_date: row.add_date, update_date: row.update_date,
      diaries: own.filter((m) => m.is_remove === 0).map((m) => ({ id: m.id, name: m.name, link: `/diaries/${m.id}` })),
    };
  });
}

/** Takes the oldest queued job, or a running one whose server stopped; null when there is none. */
async function claimJob(db: Db): Promise<AccountImportRow | null> {
  const staleBefore = new Date(Date.now() - STALE_CLAIM_MS).toISOString();
  const candidates = await db.selectFrom('account_imports').selectAll()
    .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('claimed_at', '<', staleBefore)])]))
    .orderBy('id').limit(5).execute();
  for (const job of candidates) {
    const stamp = now();
    // The claim stands only if nobody took the job since it was read.
    const claimed = await db.updateTable('account_imports').set({ status: 'running', claimed_at: stamp, update_date: stamp })
      .where('id', '=', job.id).where('status', '=', job.status)
      .where((eb) => (job.claimed_at === null ? eb('claimed_at', 'is', null) : eb('claimed_at', '=', job.claimed_at)))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) return { ...job, status: 'running', claimed_at: stamp };
  }
  return null;
}

/** Items named in an export matched to this server's catalogue by name (any case); names not found stay names, which
 * the diary writes turn into the grower's own products as in the editor. */
async function matchCatalogue<T extends ItemInput>(db: Db, kind: DiaryItemKind, items: T[]): Promise<T[]> {
  const names = [...new Set(items.flatMap((item) => (item.name === undefined ? [] : [item.name.toLowerCase()])))];
  if (names.length === 0) return items;
  const rows = await db.selectFrom('products').select(['id', 'name'])
    .where('section', '=', USER_ADDED_TARGET[kind].section).where('user_added', '=', 0)
    .where((eb) => eb(eb.fn('lower', ['name']), 'in', names)).orderBy('id').execute();
  const idOf = new Map<string, number>();
  for (const row of rows) if (!idOf.has(row.name.toLowerCase())) idOf.set(row.name.toLowerCase(), row.id);
  return items.map(({ name, ...rest }) => {
    const id = name === undefined ? undefined : idOf.get(name.toLowerCase());
    return (id === undefined ? { ...rest, name } : { ...rest, id }) as T;
  });
}

/** The diary's inputs with catalogue items by id. */
async function withCatalogueIds(db: Db, diary: PlannedDiary): Promise<PlannedDiary> {
  const input = { ...diary.input };
  for (const [list, kind] of Object.entries(KIND_OF_LIST) as [keyof typeof KIND_OF_LIST, DiaryItemKind][]) {
    input[list] = await matchCatalogue(db, kind, input[list]);
  }
  const weeks = [];
  for (const week of diary.weeks) {
    weeks.push({
      ...week,
      input: {
        ...week.input,
        items_nutrient: await matchCatalogue(db, 'nutrient', week.input.items_nutrient),
        ...(week.input.nutrient_reviews && { nutrient_reviews: await matchCatalogue(db, 'nutrient', week.input.nutrient_reviews) }),
      },
    });
  }
  return { ...diary, input, weeks };
}

/** Stores the diary's photos as uploads are stored (content checked, every size made); what is no picture is left out. */
async function storePhotos(uploadsDir: string, zip: Uint8Array, diary: PlannedDiary) {
  const bytes = readDiaryPhotos(zip, diary);
  const stored = new Map<string, StoredPhoto>();
  let skipped = 0;
  for (const photo of diary.weeks.flatMap((week) => week.photos)) {
    const data = bytes[photo.entry];
    if (!data) {
      skipped += 1;
      continue;
    }
    try {
      stored.set(photo.entry, await storeUploadedPhoto(Buffer.from(data.buffer, data.byteOffset, data.byteLength), uploadsDir));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      skipped += 1;
    }
  }
  return { stored, skipped };
}

/** Makes one diary of the export with its weeks and photos, in one transaction with the record that it is made. */
async function importDiary(db: Db, uploadsDir: string, job: AccountImportRow, zip: Uint8Array, planned: PlannedDiary): Promise<void> {
  const diary = await withCatalogueIds(db, planned);
  const { stored, skipped } = await storePhotos(uploadsDir, zip, diary);
  try {
    await db.transaction().execute(async (trx) => {
      const { id: diaryId } = await createDiary(trx, job.user_id, diary.input);
      const photoIds = new Map<number, number>();
      for (const week of diary.weeks) {
        const { id: weekId } = await addWeek(trx, job.user_id, diaryId, week.input);
        for (const photo of week.photos) {
          const file = stored.get(photo.entry);
          if (!file) continue;
          const { id } = await addWeekPhoto(trx, job.user_id, diaryId, weekId, file);
          photoIds.set(photo.sourceId, id);
          if (photo.comment !== '') await trx.updateTable('photos').set({ comment: photo.comment }).where('id', '=', id).execute();
        }
        if (week.addDate) await trx.updateTable('weeks').set({ add_date: week.addDate }).where('id', '=', weekId).execute();
      }
      const cover = diary.coverSourceId === null ? undefined : photoIds.get(diary.coverSourceId);
      if (cover !== undefined) await setDiaryCover(trx, job.user_id, diaryId, cover);
      if (diary.addDate) await trx.updateTable('diaries').set({ add_date: diary.addDate }).where('id', '=', diaryId).execute();
      await recordDiary(trx, job, diary.sourceId, diaryId, photoIds.size, skipped);
    });
  } catch (error) {
    await Promise.all([...stored.values()].map((photo) => removePhotoFiles(uploadsDir, photo.file)));
    throw error;
  }
}

async function recordDiary(trx: Transaction<Database>, job: AccountImportRow, sourceId: number, diaryId: number, photos: number, skipped: number) {
  await trx.insertInto('account_import_diaries').values({ import_id: job.id, source_id: sourceId, diary_id: diaryId, photos }).execute();
  const stamp = now();
  await trx.updateTable('account_imports')
    .set((eb) => ({ photos_skipped: eb('photos_skipped', '+', skipped), claimed_at: stamp, update_date: stamp }))
    .where('id', '=', job.id).execute();
}

async function finishJob(db: Db, uploadsDir: string, job: AccountImportRow, error: string | null): Promise<void> {
  await db.updateTable('account_imports').set({ status: error === null ? 'done' : 'failed', error, file: '', update_date: now() })
    .where('id', '=', job.id).where('status', '=', 'running').execute();
  await rm(path.join(uploadsDir, job.file), { force: true });
}

/** Whether the job is still this runner's to work on (an account deletion fails it). */
async function stillRunning(db: Db, job: AccountImportRow): Promise<boolean> {
  const row = await db.selectFrom('account_imports').select('status').where('id', '=', job.id).executeTakeFirst();
  return row?.status === 'running';
}

/** Deletes the uploads of jobs that ended without their runner (an account deleted meanwhile). */
async function sweepEndedFiles(db: Db, uploadsDir: string): Promise<void> {
  const ended = await db.selectFrom('account_imports').select(['id', 'file'])
    .where('status', 'in', ['done', 'failed']).where('file', '!=', '').execute();
  for (const job of ended) {
    await rm(path.join(uploadsDir, job.file), { force: true });
    await db.updateTable('account_imports').set({ file: '' }).where('id', '=', job.id).execute();
  }
}

/** Runs one claimed job to its end: every diary not yet made, then done (or failed, keeping what was made). */
async function runJob(db: Db, uploadsDir: string, job: AccountImportRow): Promise<void> {
  let zip: Uint8Array;
  let plan: ImportPlan;
  try {
    zip = await readFile(path.join(uploadsDir, job.file));
    plan = planImport(zip);
  } catch (error) {
    return finishJob(db, uploadsDir, job, error instanceof HttpError ? error.message : 'The uploaded file could not be read. Upload it again.');
  }
  const made = new Set((await db.selectFrom('account_import_diaries').select('source_id').where('import_id', '=', job.id).execute()).map((row) => row.source_id));
  for (const diary of plan.diaries) {
    if (made.has(diary.sourceId)) continue;
    if (!await stillRunning(db, job)) return rm(path.join(uploadsDir, job.file), { force: true });
    try {
      await importDiary(db, uploadsDir, job, zip, diary);
    } catch (error) {
      const reason = error instanceof HttpError ? error.message : 'the server could not save it';
      return finishJob(db, uploadsDir, job, `The diary "${diary.input.name}" could not be imported: ${reason}`);
    }
  }
  return finishJob(db, uploadsDir, job, null);
}

export interface ImportRunner {
  /** Starts working through the queue unless it already is (then deletes the uploads of ended jobs); resolves when
   * the queue is empty. */
  run(): Promise<void>;
}

/** One runner per server: one job at a time, so an import never takes more than a core. */
export function createImportRunner(db: Db, uploadsDir: string): ImportRunner {
  let running: Promise<void> | null = null;
  /** A job was queued while the queue was being worked through: look again before stopping. */
  let again = false;
  const drain = async () => {
    do {
      again = false;
      for (let job = await claimJob(db); job; job = await claimJob(db)) await runJob(db, uploadsDir, job);
    } while (again);
    await sweepEndedFiles(db, uploadsDir);
  };
  return {
    run() {
      if (running) {
        again = true;
        return running;
      }
      running = drain().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
