// One week in a diary's timeline: heading, photos, conditions, nutrients and the grower's words.
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { QueuedUpload, StoredWeek } from '@/db/database';
import { FAZA } from '@/domain/week/faza';
import { QueuedThumbnail } from '@/features/media/QueuedThumbnail';
import { Photo } from '@/ui/Photo';
import { ConditionsList } from './ConditionsList';
import { NutrientList } from './NutrientList';
import type { WeekLabel } from './week-labels';
import { WeekHeading } from './WeekHeading';
import styles from './WeekCard.module.css';

const PREVIEW_PHOTOS = 4;

interface WeekCardProps { week: StoredWeek; label: WeekLabel; queued: readonly QueuedUpload[] }

/** Drawn again only when its week, label or queued files change (the timeline grows a few weeks per task). */
const sameWeekCard = (a: WeekCardProps, b: WeekCardProps) =>
  a.week === b.week && a.queued === b.queued && a.label.number === b.label.number
  && a.label.days?.from === b.label.days?.from && a.label.days?.to === b.label.days?.to;

/** One week of the timeline; `queued` are its photos and videos still on this device, shown after the uploaded ones. */
export const WeekCard = memo(function WeekCard({ week, label, queued }: WeekCardProps) {
  const { t } = useTranslation();
  const photos = week.items_photo.filter((p) => !p.is_remove);
  const hidden = photos.length + queued.length - PREVIEW_PHOTOS;
  const queuedShown = queued.slice(0, Math.max(0, PREVIEW_PHOTOS - photos.length));
  const params = { id: week.diary_id, week: week.id };
  return (
    <article className={styles.card} data-testid="week-card" data-faza={week.faza}>
      <Link to="/diaries/$id/week/$week" params={params} className={styles.headingLink}>
        <WeekHeading label={label} faza={week.faza} />
      </Link>
      {photos.length + queued.length > 0 && (
        <div className={styles.photos}>
          {photos.slice(0, PREVIEW_PHOTOS).map((photo, index) => (
            <Link key={photo.id} to="/diaries/$id/week/$week" params={params} className={styles.photoLink}>
              <Photo photo={photo} alt={photo.comment || t('diaryScreen.photoAlt', { number: index + 1 })} sizes="(max-width: 600px) 50vw, 200px" className={styles.photo} />
              {index === PREVIEW_PHOTOS - 1 && hidden > 0 && <span className={styles.more}>+{hidden}</span>}
            </Link>
          ))}
          {queuedShown.map((upload, index) => (
            <Link key={`${upload.id}:${upload.key}`} to="/diaries/$id/week/$week" params={params} className={styles.photoLink}>
              <QueuedThumbnail upload={upload} className={styles.photo} />
              {photos.length + index === PREVIEW_PHOTOS - 1 && hidden > 0 && <span className={styles.more}>+{hidden}</span>}
            </Link>
          ))}
        </div>
      )}
      <ConditionsList props={week.props} harvest={week.faza === FAZA.harvest} />
      <NutrientList nutrients={week.items_nutrient} />
      {week.text && <p className={styles.text}>{week.text}</p>}
    </article>
  );
}, sameWeekCard);
