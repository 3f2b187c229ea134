// One week in a diary's timeline: heading, photos, conditions, nutrients and the grower's words.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { StoredWeek } from '@/db/database';
import { FAZA } from '@/domain/faza';
import { Photo } from '@/ui/Photo';
import { ConditionsList } from './ConditionsList';
import { NutrientList } from './NutrientList';
import type { WeekLabel } from './week-labels';
import { WeekHeading } from './WeekHeading';
import styles from './WeekCard.module.css';

const PREVIEW_PHOTOS = 4;

export function WeekCard({ week, label }: { week: StoredWeek; label: WeekLabel }) {
  const { t } = useTranslation();
  const photos = week.items_photo.filter((p) => !p.is_remove);
  const hidden = photos.length - PREVIEW_PHOTOS;
  const params = { id: String(week.diary_id), week: String(week.id) };
  return (
    <article className={styles.card} data-testid="week-card" data-faza={week.faza}>
      <Link to="/diaries/$id/week/$week" params={params} className={styles.headingLink}>
        <WeekHeading label={label} faza={week.faza} />
      </Link>
      {photos.length > 0 && (
        <div className={styles.photos}>
          {photos.slice(0, PREVIEW_PHOTOS).map((photo, index) => (
            <Link key={photo.id} to="/diaries/$id/week/$week" params={params} className={styles.photoLink}>
              <Photo photo={photo} alt={photo.comment || t('diary.photoAlt', { number: index + 1 })} sizes="(max-width: 600px) 50vw, 200px" className={styles.photo} />
              {index === PREVIEW_PHOTOS - 1 && hidden > 0 && <span className={styles.more}>+{hidden}</span>}
            </Link>
          ))}
        </div>
      )}
      <ConditionsList props={week.props} harvest={week.faza === FAZA.harvest} />
      <NutrientList nutrients={week.items_nutrient} />
      {week.text && <p className={styles.text}>{week.text}</p>}
    </article>
  );
}
