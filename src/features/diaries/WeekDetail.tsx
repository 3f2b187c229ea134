// One week of a diary on its own: every photo large, conditions, nutrients, text, and the weeks around it.
import { Link } from '@tanstack/react-router';
import { Translatable } from '@/features/translation/Translatable';
import { useTranslation } from '@/i18n/use-translation';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { FAZA } from '@/domain/week/faza';
import { QueuedMediaGrid } from '@/features/media/QueuedMediaGrid';
import { Photo } from '@/ui/Photo';
import { ConditionsList } from './ConditionsList';
import { NutrientList } from './NutrientList';
import { ModerationNotice } from '@/features/reports/ModerationNotice';
import { ReportButton } from '@/features/reports/ReportButton';
import { WeekQuestions } from '@/features/questions/WeekQuestions';
import { CommentThread } from '@/features/comments/CommentThread';
import { ItemSocialBar } from '@/features/comments/ItemSocialBar';
import { PhotoComments } from '@/features/comments/PhotoComments';
import { DoubleTapLike } from '@/features/likes/DoubleTapLike';
import { useStoredDiary, useStoredWeeks } from './use-diaries';
import { labelWeeks } from './week-labels';
import { WeekHeading } from './WeekHeading';
import styles from './WeekDetail.module.css';

export function WeekDetail({ diaryId, weekId }: { diaryId: number; weekId: number }) {
  const { t } = useTranslation();
  const weeks = useStoredWeeks(diaryId);
  const diary = useStoredDiary(diaryId);
  if (!weeks) return null;
  const index = weeks.findIndex((w) => w.id === weekId);
  const week = weeks[index];
  if (!week) return <NotFoundMessage />;
  const labels = labelWeeks(weeks);
  const previous = weeks[index - 1];
  const next = weeks[index + 1];
  const photos = week.items_photo.filter((p) => !p.is_remove);
  const link = (id: number) => ({ id: diaryId, week: id });
  const about = t('comments.weekLabel', { name: diary?.name ?? '', number: labels.get(week.id)?.number ?? '' });
  return (
    <article className={styles.week} data-testid="week-detail">
      <WeekHeading label={labels.get(week.id) ?? { number: null, days: null }} faza={week.faza} />
      <ModerationNotice reason={week.ban_reason} />
      <ItemSocialBar type="week" id={week.id} cntLikes={week.cnt_likes} cntComments={week.cnt_comments} label={about} />
      <ConditionsList props={week.props} harvest={week.faza === FAZA.harvest} />
      <NutrientList nutrients={week.items_nutrient} />
      {week.text && <p className={styles.text}>{week.text}</p>}
      <Translatable type="week" id={week.id} text={week.text} />
      <div className={styles.photos}>
        {photos.map((photo, i) => (
          <figure key={photo.id} className={styles.figure}>
            <DoubleTapLike type="photo" id={photo.id} liked={false} count={0} label={about}>
              <Photo photo={photo} alt={photo.comment || t('diaryScreen.photoAlt', { number: i + 1 })} sizes="(max-width: 800px) 100vw, 800px" className={styles.photo} priority={i === 0} />
            </DoubleTapLike>
            {photo.comment && <figcaption>{photo.comment}</figcaption>}
            <ModerationNotice reason={photo.ban_reason} />
            {diary && <PhotoComments photoId={photo.id} label={about} ownerId={diary.item_user.id} />}
          </figure>
        ))}
      </div>
      <QueuedMediaGrid weekId={week.id} />
      {diary && <ReportButton type="week" id={week.id} ownerId={diary.item_user.id} label={`${diary.name} · ${labels.get(week.id)?.number ?? ''}`} />}
      <WeekQuestions diaryId={diaryId} weekId={week.id} ownerId={diary?.item_user.id} />
      <nav className={styles.nav} aria-label={t('diaryScreen.weekNav')}>
        {previous ? <Link to="/diaries/$id/week/$week" params={link(previous.id)} className="button">← {t('diaryScreen.previousWeek')}</Link> : <span />}
        <Link to="/diaries/$id" params={{ id: diaryId }} className="button">{t('diaryScreen.allWeeks')}</Link>
        {next ? <Link to="/diaries/$id/week/$week" params={link(next.id)} className="button">{t('diaryScreen.nextWeek')} →</Link> : <span />}
      </nav>
      <CommentThread type="week" id={week.id} label={about} />
    </article>
  );
}
