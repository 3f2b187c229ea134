// The week editor screen inside a diary (login required, the diary's own grower only): a new week or a stored one, offline too.
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { StoredWeek } from '@/db/database';
import { FAZA } from '@/domain/week/faza';
import { emptyWeekFields, weekFieldsOf } from '@/domain/week/week-form';
import { useCurrentUser } from '@/features/account/use-current-user';
import { useStoredDiary, useStoredWeeks } from '@/features/diaries/use-diaries';
import { useRealId } from '@/features/diaries/use-id-map';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import type { GrowingFaza, WeekParam } from './editor-params';
import { WeekEditorForm } from './WeekEditorForm';
import styles from './WeekEditor.module.css';

export interface WeekEditorProps {
  diaryId: number;
  week: WeekParam;
  /** Which editor a new week gets; a stored week opens in the editor of its own phase. */
  kind: 'growing' | 'harvest';
  /** The phase of a new growing week (else the last growing week's phase, or germination for the first). */
  faza?: GrowingFaza;
}

export function WeekEditor(props: WeekEditorProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const diary = useStoredDiary(props.diaryId);
  if (user === undefined || diary === undefined) return <div className="skeleton" style={{ height: 480 }} aria-busy="true" />;
  if (user === null) {
    return (
      <div className={styles.gate}>
        <p className="message message-warn" role="status">{t('weekEditor.signInNeeded')}</p>
        <Link to="/auth/signin" className="button button-primary">{t('nav.signIn')}</Link>
      </div>
    );
  }
  if (diary === null) return <NotFoundMessage />;
  if (diary.item_user.id !== user.id) {
    return (
      <div className={styles.gate}>
        <p className="message message-error" role="alert">{t('weekEditor.notOwner')}</p>
        <Link to="/diaries/$id" params={{ id: props.diaryId }} className="button">{t('weekEditor.backToDiary')}</Link>
      </div>
    );
  }
  return <OwnWeekEditor {...props} coverId={diary.cover?.id ?? null} />;
}

/** The phase a new growing week starts in: the last growing week's, or germination for a diary's first. */
function newWeekFaza(weeks: readonly StoredWeek[]): GrowingFaza {
  const last = weeks.findLast((week) => week.faza !== FAZA.harvest);
  return last ? (last.faza as GrowingFaza) : FAZA.germination;
}

function OwnWeekEditor({ diaryId, week, kind, faza, coverId }: WeekEditorProps & { coverId: number | null }) {
  const weeks = useStoredWeeks(diaryId);
  // Created offline and sent meanwhile: the week now lives under the id the server gave it.
  const realId = useRealId(week === 'new' ? 0 : week);
  const weekId = week === 'new' ? null : (realId ?? week);
  const stored = weeks?.find((w) => w.id === weekId);
  const known = weeks !== undefined && realId !== undefined;
  const initial = useMemo(() => {
    if (!weeks || realId === undefined) return undefined;
    if (weekId === null) return emptyWeekFields(kind === 'harvest' ? FAZA.harvest : (faza ?? newWeekFaza(weeks)));
    return stored && weekFieldsOf(stored);
  }, [weeks, realId, weekId, kind, faza, stored]);

  if (known && weekId !== null && !stored) return <NotFoundMessage />;
  return (
    <WeekEditorForm
      diaryId={diaryId}
      weekId={weekId}
      draftId={`${diaryId}:${week === 'new' ? `new-${kind}` : week}`}
      initial={initial}
      photos={stored?.items_photo ?? []}
      coverId={coverId}
    />
  );
}
