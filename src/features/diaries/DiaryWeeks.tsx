// The timeline of a diary: every week from germination to harvest.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueuedUpload } from '@/db/database';
import { useDiaryUploads } from '@/features/media/use-uploads';
import { useStoredWeeks } from './use-diaries';
import { labelWeeks } from './week-labels';
import { WeekCard } from './WeekCard';
import styles from './DiaryWeeks.module.css';

const NONE: QueuedUpload[] = [];
/** Weeks drawn in the first render; the rest follow in the next task, so a long diary shows at once. */
const FIRST_WEEKS = 3;

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
  const [showAll, setShowAll] = useState(false);
  useEffect(() => {
    if (!weeks || showAll) return;
    const timer = setTimeout(() => setShowAll(true), 0);
    return () => clearTimeout(timer);
  }, [weeks, showAll]);
  if (!weeks) return null;
  if (weeks.length === 0) return <p className="message">{t('diaryScreen.noWeeks')}</p>;
  const labels = labelWeeks(weeks);
  return (
    <section className={styles.weeks} aria-label={t('diaryScreen.timeline')}>
      {(showAll ? weeks : weeks.slice(0, FIRST_WEEKS)).map((week) => (
        <WeekCard key={week.id} week={week} label={labels.get(week.id) ?? { number: null, days: null }} queued={queued.get(week.id) ?? NONE} />
      ))}
    </section>
  );
}
