// The timeline of a diary: every week from germination to harvest.
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { QueuedUpload } from '@/db/database';
import { useDiaryUploads } from '@/features/media/use-uploads';
import { useRenderedWithDiary, useStoredWeeks } from './use-diaries';
import { labelWeeks } from './week-labels';
import { WeekCard } from './WeekCard';
import styles from './DiaryWeeks.module.css';

const NONE: QueuedUpload[] = [];
/** Weeks drawn in the first render, then a few more per task: a long diary shows at once and no task runs long. */
const FIRST_WEEKS = 3;
const WEEKS_PER_TASK = 3;

function byWeek(uploads: readonly QueuedUpload[]): Map<number | null, QueuedUpload[]> {
  const groups = new Map<number | null, QueuedUpload[]>();
  for (const upload of uploads) if (upload.status !== 'refused') groups.set(upload.week_id, [...(groups.get(upload.week_id) ?? []), upload]);
  return groups;
}

export function DiaryWeeks({ diaryId }: { diaryId: number }) {
  const { t } = useTranslation();
  const weeks = useStoredWeeks(diaryId);
  // One read of the diary's queued files for all its weeks; refused ones show in the pending-changes view.
  const queued = byWeek(useDiaryUploads(diaryId) ?? NONE);
  // A page rendered on the server holds every week already: the first render draws them all (hydration must match).
  const [shown, setShown] = useState(useRenderedWithDiary(diaryId) ? Infinity : FIRST_WEEKS);
  useEffect(() => {
    if (!weeks || shown >= weeks.length) return;
    const timer = setTimeout(() => setShown((count) => count + WEEKS_PER_TASK), 0);
    return () => clearTimeout(timer);
  }, [weeks, shown]);
  if (!weeks) return null;
  if (weeks.length === 0) return <p className="message">{t('diaryScreen.noWeeks')}</p>;
  const labels = labelWeeks(weeks);
  return (
    <section className={styles.weeks} aria-label={t('diaryScreen.timeline')}>
      {weeks.slice(0, shown).map((week) => (
        <WeekCard key={week.id} week={week} label={labels.get(week.id) ?? { number: null, days: null }} queued={queued.get(week.id) ?? NONE} />
      ))}
    </section>
  );
}
