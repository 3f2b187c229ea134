// The top of a diary: cover, name, strains, grower, phase, weeks and days, and the grow setup.
import { Link } from '@tanstack/react-router';
import { Translatable } from '@/features/translation/Translatable';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { StoredDiary } from '@/db/database';
import type { ItemRef } from '@/domain/diary/diary';
import { MEDIUM_TYPES, ROOM_TYPES, WATERING_TYPES } from '@/domain/diary/grow-setup';
import { PHOTO_LAYOUTS } from '@/domain/photo/photo-sizes';
import { AdSlot } from '@/features/ads/AdSlot';
import { Avatar } from '@/ui/Avatar';
import { Photo } from '@/ui/Photo';
import { PhaseBadge } from './PhaseBadge';
import { FollowButton } from '../follows/FollowButton';
import { ModerationNotice } from '../reports/ModerationNotice';
import { ReportButton } from '../reports/ReportButton';
import styles from './DiaryHeader.module.css';
import { GoldMark } from '@/ui/GoldMark';

function itemNames(items: ItemRef[] | undefined): string | null {
  if (!items?.length) return null;
  return items.map((item) => (item.brand_name ? `${item.name} (${item.brand_name})` : item.name)).join(', ');
}

function typeName<T extends Record<number, string>>(types: T, value: number | null | undefined): T[keyof T] | null {
  return value != null && value in types ? (types[value as keyof T] as T[keyof T]) : null;
}

/** Performance mark set when a diary's title first shows (read by npm run bench). */
export const DIARY_TITLE_MARK = 'diary-title-visible';

export function DiaryHeader({ diary }: { diary: StoredDiary }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (performance.getEntriesByName(DIARY_TITLE_MARK).length === 0) performance.mark(DIARY_TITLE_MARK);
  }, []);
  const room = typeName(ROOM_TYPES, diary.type_room);
  const watering = typeName(WATERING_TYPES, diary.type_watering);
  const medium = typeName(MEDIUM_TYPES, diary.type_soil);
  const setup: [string, string | null][] = [
    [t('diaryScreen.setup.room'), room && t(`diaryScreen.room.${room}`)],
    [t('diaryScreen.setup.medium'), medium && t(`diaryScreen.medium.${medium}`)],
    [t('diaryScreen.setup.watering'), watering && t(`diaryScreen.watering.${watering}`)],
    [t('diaryScreen.setup.lampVeg'), itemNames(diary.items_lamp_veg)],
    [t('diaryScreen.setup.lampFlo'), itemNames(diary.items_lamp_flo)],
    [t('diaryScreen.setup.tent'), itemNames(diary.items_tent)],
    [t('diaryScreen.setup.nutrients'), itemNames(diary.items_nutrient)],
  ];
  return (
    <header className={styles.header} data-impression-type="diary" data-impression-id={diary.id}>
      {diary.cover && <Photo photo={diary.cover} alt="" sizes={PHOTO_LAYOUTS.diaryCover} className={styles.cover} priority cover />}
      <div className={styles.body}>
        <h1 className={styles.title} data-testid="diary-title">{diary.name}</h1>
        <Translatable type="diary" id={diary.id} text={diary.name} />
        <ModerationNotice reason={diary.ban_reason} />
        <p className={styles.facts}>
          <PhaseBadge faza={diary.max_faza} />
          <span>{t('diary.weeks', { count: diary.cnt_weeks })}</span>
          <span>{t('diaryScreen.days', { count: diary.cnt_days })}</span>
        </p>
        {diary.items_seed.length > 0 && (
          <p className={styles.strains}>
            <span className={styles.label}>{t('diaryScreen.strains')}:</span> {itemNames(diary.items_seed)}
          </p>
        )}
        {diary.items_seed.length > 0 && <AdSlot place="button" products={diary.items_seed.map((seed) => seed.id)} />}
        <Link to="/grower/$id" params={{ id: diary.item_user.id }} className={styles.grower} data-testid="diary-grower">
          <Avatar user={diary.item_user} size={32} />
          <span>{t('diaryScreen.by', { name: diary.item_user.name })}</span>
          <GoldMark user={diary.item_user} />
        </Link>
        {/* A diary made offline (a temporary id) can be followed once the server knows it. */}
        {diary.id > 0 && <FollowButton type="diary" id={diary.id} name={diary.name} />}
        <ReportButton type="diary" id={diary.id} ownerId={diary.item_user.id} label={diary.name} />
        <dl className={styles.setup}>
          {setup
            .filter((entry): entry is [string, string] => Boolean(entry[1]))
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        <Link to="/" className={styles.back}>← {t('nav.home')}</Link>
      </div>
    </header>
  );
}
