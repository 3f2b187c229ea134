// The metadata of diary and week pages: article data from the diary, 404 for a diary or week that does not exist.
import type { Diary } from '../../../src/domain/diary/diary';
import { fazaName } from '../../../src/domain/week/faza';
import { pageTitle, PRODUCT_NAME, publishedDate, shortDescription } from '../../../src/domain/page/page-meta';
import { getDiary } from '../../services/diaries';
import { preloadCover } from './preload';
import { isId, type MetaResolver, type RouteMeta } from './types';

const PHASE_NAMES = { germination: 'germination', vegetation: 'vegetation', flowering: 'flowering', harvest: 'harvested' } as const;
const DIARY_PAGE = /^\/diaries\/([^/]+)(?:\/week\/([^/]+))?\/?$/;

/** "Blue Dream by Humboldt Seeds. 8 weeks, flowering. Grown by HazyMaze." */
function diarySummary(diary: Diary): string {
  const strains = diary.items_seed.map((seed) => seed.name).join(', ');
  const breeders = [...new Set(diary.items_seed.flatMap((seed) => (seed.brand_name ? [seed.brand_name] : [])))].join(', ');
  const weeks = `${diary.cnt_weeks} ${diary.cnt_weeks === 1 ? 'week' : 'weeks'}, ${PHASE_NAMES[fazaName(diary.max_faza)]}.`;
  return [strains && (breeders ? `${strains} by ${breeders}.` : `${strains}.`), weeks, `Grown by ${diary.item_user.name}.`].filter(Boolean).join(' ');
}

function diaryMeta(diary: Diary, weekParam: string | undefined, origin: string, pathname: string): RouteMeta {
  const index = weekParam === undefined ? -1 : diary.items_week.findIndex((week) => String(week.id) === weekParam);
  if (weekParam !== undefined && index < 0) return { found: false };
  const week = index >= 0 ? diary.items_week[index] : undefined;
  const latestText = [...diary.items_week].reverse().find((w) => w.text.trim())?.text ?? '';
  const description = shortDescription(`${diarySummary(diary)} ${week ? week.text : latestText}`);
  const title = week ? pageTitle(`${diary.name}: week ${index + 1}`) : pageTitle(diary.name);
  const photo = week?.items_photo[0] ?? diary.cover;
  const image = photo ? new URL(photo.size_xl, origin).toString() : undefined;
  const canonical = new URL(pathname, origin).toString();
  return {
    found: true,
    meta: {
      title, description, canonical, image, type: 'article',
      // The diary's cover is the first screen's largest picture (a week page opens on its photos instead).
      ...(!week && diary.cover && { preloadImage: preloadCover(diary.cover, 'diaryCover') }),
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: week ? `${diary.name}: week ${index + 1}` : diary.name,
        description,
        ...(image && { image: [image] }),
        datePublished: publishedDate(week?.add_date ?? diary.add_date),
        dateModified: publishedDate(week?.update_date ?? diary.update_date),
        author: { '@type': 'Person', name: diary.item_user.name, url: new URL(diary.item_user.link, origin).toString() },
        publisher: { '@type': 'Organization', name: PRODUCT_NAME },
        mainEntityOfPage: canonical,
      },
    },
  };
}

/** /diaries/{id} and /diaries/{id}/week/{week}. */
export const diaryPageMeta: MetaResolver = async (db, pathname, origin) => {
  const diaryPage = DIARY_PAGE.exec(pathname);
  if (!diaryPage) return undefined;
  const [, id, week] = diaryPage;
  if (!isId(id) || (week !== undefined && !isId(week))) return { found: false };
  const diary = await getDiary(db, Number(id));
  return diary ? diaryMeta(diary, week, origin, pathname) : { found: false };
};
