// Saving a diary, strain or breeder for offline: its data and medium-size photos kept apart from the bounded
// runtime caches (saved-cache.ts), listed in IndexedDB's `saved` table; and removing it again.
import { db, type SavedItem } from '@/db/database';
import { pictureUrls, savedItemKey, urlsOnlyIn, type SavedItemType } from '@/domain/discovery/saved-items';
import { fetchFresh } from '@/sync/transport/fetch-fresh';
import { apiUrl, ServerError } from '@/sync/transport/http';
import { itemPath } from '../catalogue/catalogue-store';
import { queuedAbout, refreshDiary } from '../diaries/diary-page-store';
import { deleteSavedCopies, putSavedCopy } from './saved-cache';
import { explainStorageError, requestPersistentStorage } from '@/sync/transport/storage';

export interface SaveTarget { type: SavedItemType; id: number; name: string; link: string }
export interface SaveProgress { done: number; total: number }

/** Pictures downloaded at once while saving. */
const PARALLEL_DOWNLOADS = 4;

/** The tabs of a strain's (seed product's) or breeder's page whose first page is saved, and that page's size (src/features/catalogue: 20 a page, the gallery 24). */
const SAVED_TABS = { diaries: 20, gallery: 24, growers: 20, reviews: 20, harvests: 20 } as const;

/**
 * The API answers a strain's or breeder's page shows, as the pages ask them (so the saved copies answer them
 * offline): the item, the first page of each tab, and a strain's family tree.
 */
export function savedApiUrls(type: Exclude<SavedItemType, 'diary'>, id: number): string[] {
  const kind = type === 'strain' ? 'product' : 'brand';
  const tabs = Object.entries(SAVED_TABS).map(([tab, limit]) => apiUrl(`${itemPath(kind, id)}/${tab}`, { start: 0, limit }));
  if (type === 'breeder') return [apiUrl(`/api/brands/${id}`), ...tabs];
  return [apiUrl(`/api/strains/${id}`), ...tabs, apiUrl('/api/service/strains-tree', { id })];
}

/** Keeps one answer in the saved cache; returns its size in bytes. */
async function keep(url: string, response: Response): Promise<number> {
  const bytes = (await response.clone().blob()).size;
  await putSavedCopy(url, response);
  return bytes;
}

/** The diary into IndexedDB (as opening it does); returns the stored rows' size and the pictures they show. */
async function saveDiaryRows(id: number): Promise<{ bytes: number; pictures: string[] }> {
  await refreshDiary(id);
  const [diary, weeks] = await Promise.all([db.diaries.get(id), db.weeks.where('diary_id').equals(id).toArray()]);
  const rows = { diary, weeks };
  return { bytes: new Blob([JSON.stringify(rows)]).size, pictures: pictureUrls(rows) };
}

/** The item's API answers into the saved cache; returns their size, their URLs and the pictures they show. */
async function saveApiAnswers(type: Exclude<SavedItemType, 'diary'>, id: number, onAnswer: () => void): Promise<{ bytes: number; urls: string[]; pictures: string[] }> {
  let bytes = 0;
  const urls: string[] = [];
  const pictures: string[] = [];
  for (const url of savedApiUrls(type, id)) {
    const response = await fetchFresh(url, { api: true, cache: 'reload' });
    pictures.push(...pictureUrls(await response.clone().json()));
    bytes += await keep(url, response);
    urls.push(url);
    onAnswer();
  }
  return { bytes, urls, pictures: [...new Set(pictures)] };
}

/** What a browser accepts for a picture: the server then sends a photo's WebP twin, in about half its JPEG's bytes. */
const PICTURE_ACCEPT = 'image/webp,image/*;q=0.8';

/** Downloads the pictures into the saved cache, a few at a time; a picture the server no longer has is skipped. */
async function savePictures(pictures: string[], onPicture: () => void): Promise<{ bytes: number; urls: string[] }> {
  let bytes = 0;
  const urls: string[] = [];
  const queue = pictures.map((path) => new URL(path, location.origin).toString());
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      try {
        bytes += await keep(url, await fetchFresh(url, { api: false, cache: 'reload', accept: PICTURE_ACCEPT }));
        urls.push(url);
      } catch (error) {
        if (!(error instanceof ServerError)) throw error;
      }
      onPicture();
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, worker));
  return { bytes, urls };
}

/**
 * Saves an item for offline, or saves it again (its copies are replaced, and old ones no other item holds deleted):
 * 1. a diary into IndexedDB, a strain's or breeder's API answers into the saved cache;
 * 2. every photo they show in the medium size, and avatars, into the saved cache;
 * 3. the `saved` row with the URLs kept and their total size.
 * Progress counts answers and pictures; the total grows once the answers tell how many pictures there are.
 */
export async function saveForOffline(target: SaveTarget, onProgress: (progress: SaveProgress) => void = () => {}): Promise<SavedItem> {
  const key = savedItemKey(target.type, target.id);
  let done = 0;
  let total = target.type === 'diary' ? 1 : savedApiUrls(target.type, target.id).length;
  const step = () => onProgress({ done: ++done, total });
  onProgress({ done, total });
  // What a grower saves for offline should outlive storage pressure: ask the browser once to keep this app's data.
  requestPersistentStorage().catch((error: unknown) => console.warn('Persistent storage not asked', error));
  try {
    const answers = target.type === 'diary'
      ? { ...(await saveDiaryRows(target.id)), urls: [] as string[] }
      : await saveApiAnswers(target.type, target.id, step);
    if (target.type === 'diary') step();
    total += answers.pictures.length;
    onProgress({ done, total });
    const pictures = await savePictures(answers.pictures, step);
    const item: SavedItem = { ...target, key, urls: [...answers.urls, ...pictures.urls], bytes: answers.bytes + pictures.bytes, saved_at: Date.now() };
    const previous = await db.saved.get(key);
    await db.saved.put(item);
    if (previous) {
      const others = (await db.saved.toArray()).map((saved) => saved.urls);
      await deleteSavedCopies(urlsOnlyIn(previous.urls, others));
    }
    return item;
  } catch (error) {
    return explainStorageError(error);
  }
}

/** Forgets a diary's rows unless something else needs them: queued changes, the grower's own diary, a stored list. */
async function forgetSavedDiary(id: number): Promise<void> {
  const [queued, uploads, session, feeds] = await Promise.all([
    queuedAbout(id).count(),
    db.uploads.where('diary_id').equals(id).count(),
    db.session.get('current'),
    db.feeds.toArray(),
  ]);
  const diary = await db.diaries.get(id);
  if (!diary || queued + uploads > 0 || (session?.key === 'current' && session.user.id === diary.item_user.id)) return;
  const listed = feeds.some((feed) => feed.ids.includes(id));
  await db.transaction('rw', db.diaries, db.weeks, async () => {
    await db.weeks.where('diary_id').equals(id).delete();
    // A card a stored list shows stays, without the details that came with saving.
    if (listed) await db.diaries.update(id, { has_details: false });
    else await db.diaries.delete(id);
  });
}

/** Removes a saved item: its row, the copies no other saved item holds and, for a diary, its rows where nothing needs them. */
export async function removeSaved(key: string): Promise<void> {
  const item = await db.saved.get(key);
  if (!item) return;
  const others = (await db.saved.toArray()).filter((saved) => saved.key !== key).map((saved) => saved.urls);
  // The row goes last: the Saved screen drops the item once its copies are gone.
  await deleteSavedCopies(urlsOnlyIn(item.urls, others));
  if (item.type === 'diary') await forgetSavedDiary(item.id);
  await db.saved.delete(key);
}
