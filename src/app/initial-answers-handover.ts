// The answers a server-rendered page was rendered with (src/ui/initial-answers.tsx) go where a fetch would have put
// them: each key's slice stores it (IndexedDB through its own store function) or hands it to the screen's first load,
// as a route prefetch (src/sync/transport/prefetch.ts), so nothing is asked again.
import { MAIN_FEED_KEY, mainFeedPage } from '@/features/diaries/feeds';
import { prefetch } from '@/sync/transport/prefetch';
import type { InitialAnswers } from '@/ui/initial-answers';

/** How one kind of answer is handed over: the key's pattern, and what the screen's first load gets instead of a fetch. */
interface Handover { key: RegExp; take: (answer: unknown, match: RegExpExecArray) => Promise<unknown> }

/** Answers the screen reads from the API through useApiData: its first load takes the answer as it is. */
const asLoaded = (answer: unknown) => Promise.resolve(answer);

const HANDOVERS: Handover[] = [
  { key: /^diary:(\d+)$/, take: (answer, [, id]) => import('@/features/diaries/diary-page-store').then((store) => store.storeDiary(Number(id), answer as never)) },
  // Catalogue answers live in the service worker's cache, not IndexedDB: the screen's first load takes this one.
  { key: /^strain:\d+$/, take: asLoaded },
  // Catalogue lists and tabs as fetched (a strain list's strains also go into the device's catalogue for pickers).
  { key: /^(breeders:seed|strain-categories|equipment-categories|wiki:.+|(product|brand):\d+:[a-z]+|(product|schemes|partner-offer):\d+)$/, take: asLoaded },
  { key: /^brands:([a-z]+):/, take: (answer, [, section]) => import('@/features/catalogue/catalogue-store').then((store) => store.keepBrands(section, answer as never)) },
  { key: /^brand:\d+$/, take: (answer) => import('@/features/catalogue/catalogue-store').then((store) => store.keepBrand(answer as never)) },
  { key: /^products:[a-z-]+$/, take: (answer) => import('@/features/catalogue/catalogue-store').then((store) => store.keepProducts(answer as never)) },
  { key: /^\{.*\}@\d+$/, take: (answer) => import('@/features/strains/strain-store').then((store) => store.keepStrains(answer as never)) },
  { key: /^strain-tree:\d+$/, take: asLoaded },
  { key: /^strain-products:\d+$/, take: (answer) => import('@/features/strains/strain-store').then((store) => store.keepStrainLists(answer as never)) },
  // Static pages and journal lists are API answers too; an article goes into IndexedDB as its refresh would put it.
  { key: /^(static|journal):/, take: asLoaded },
  { key: /^article:(.+)$/, take: (answer, [, link]) => import('@/features/journal/journal-store').then((store) => store.storeArticle(link!, answer as never)) },
  { key: /^(giveaways|awards?):/, take: asLoaded },
  { key: /^giveaway:(.+)$/, take: (answer, [, link]) => import('@/features/giveaways/giveaway-store').then((store) => store.storeGiveaway(link!, answer as never)) },
  // Grow questions go into IndexedDB as their refreshes put them, asked for when the page was (photos this device
  // added since stay).
  { key: /^question:(\d+)$/, take: (answer, [, id]) => import('@/features/questions/question-store').then((store) => store.storeQuestion(Number(id), answer as never, performance.timeOrigin)) },
  { key: /^questions:(.+)$/, take: (answer, [, list]) => import('@/features/questions/question-store').then((store) => store.storeQuestionList(list!, answer as never, performance.timeOrigin)) },
  // A grower's profile and its tab's first page go into IndexedDB as their refreshes put them; the growers list is read as fetched.
  { key: /^profile:(\d+)$/, take: (answer, [, id]) => import('@/features/profile/profile-store').then((store) => store.storeProfile(Number(id), answer as never)) },
  { key: /^profile:(\d+):diaries$/, take: (answer, [, id]) => Promise.all([import('@/features/diaries/diary-store'), import('@/features/profile/profile-store')]).then(([diaries, profiles]) => diaries.storeFeed(profiles.profileDiariesKey(Number(id)), answer as never)) },
  { key: /^profile:(\d+):(activity|reviews|followers|following|bookmarks)$/, take: (answer, [, id, list]) => import('@/features/profile/profile-store').then((store) => store.storeProfileList(Number(id), list as never, 0, answer as never)) },
  { key: /^growers:/, take: asLoaded },
  { key: /^main$/, take: (answer) => import('@/features/diaries/diary-store').then((store) => store.storeFeed(MAIN_FEED_KEY, mainFeedPage(answer as never))) },
  { key: /^explore:.*#\d+$/, take: (answer, [key]) => import('@/features/diaries/diary-store').then((store) => store.storeFeed(key!, answer as never)) },
  // A strain's grow journals: its screen reads them as fetched.
  { key: /^strain-diaries:\d+:\d+$/, take: asLoaded },
  // Shorts go into IndexedDB as their refreshes put them: a short, and the feed's first page.
  { key: /^short:\d+$/, take: (answer) => import('@/features/shorts/shorts-store').then((store) => store.storeShort(answer as never)) },
  { key: /^shorts:(.+)$/, take: (answer, [, list]) => import('@/features/shorts/shorts-store').then((store) => store.storeShortList(list!, answer as never)) },
];

/** Hands every answer over; a signed-in grower's screens ask again with their session (the server renders a guest's view). */
export function handOverInitialAnswers(answers: InitialAnswers, signedIn: boolean): void {
  if (signedIn) return;
  for (const [key, answer] of answers) {
    for (const handover of HANDOVERS) {
      const match = handover.key.exec(key);
      if (match) prefetch(key, () => handover.take(answer, match));
    }
  }
}
