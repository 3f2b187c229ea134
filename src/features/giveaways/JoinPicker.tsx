// Picking which of one's diaries enters a category: the grower's diaries from the API (offline, those stored on this
// device), those that cannot enter shown with the reason; choosing one enters it at once (queued when offline).
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { GiveawayCategory } from '@/domain/giveaway/giveaway';
import { ALREADY_JOINED_MESSAGE, GIVEAWAY_CLOSED_MESSAGE, GIVEAWAY_NOT_STARTED_MESSAGE, HIDDEN_DIARY_MESSAGE } from '@/domain/giveaway/giveaway-limits';
import { LoadError } from '@/features/catalogue/ListStatus';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { enterDiary } from './giveaway-writes';
import { useJoinableDiaries } from './use-giveaways';
import styles from './Giveaways.module.css';

/** The server's reasons a diary cannot enter, as keys of the screen strings. */
const REASONS: Record<string, string> = {
  [ALREADY_JOINED_MESSAGE]: 'giveaways.reason.joined', [HIDDEN_DIARY_MESSAGE]: 'giveaways.reason.hidden',
  [GIVEAWAY_CLOSED_MESSAGE]: 'giveaways.reason.closed', [GIVEAWAY_NOT_STARTED_MESSAGE]: 'giveaways.reason.notStarted',
};

export function JoinPicker({ giveawayId, category, onDone }: { giveawayId: number; category: GiveawayCategory; onDone: () => void }) {
  const { t } = useTranslation();
  const { data, error, retry } = useJoinableDiaries(giveawayId, category.id);
  const [problem, setProblem] = useState<string | null>(null);
  const enter = (diary: NonNullable<typeof data>['items'][number]) => {
    setProblem(null);
    enterDiary(giveawayId, category.id, diary).then(onDone, (failure: unknown) => setProblem(describeError(failure)));
  };
  return (
    <div className={styles.picker} role="group" aria-labelledby={`join-${category.id}`}>
      <h3 id={`join-${category.id}`}>{t('giveaways.joinTitle', { category: category.title })}</h3>
      {!data && !error && <p className={styles.status} aria-busy="true">{t('giveaways.loadingDiaries')}</p>}
      {error !== null && error !== undefined && <LoadError error={error} retry={retry} />}
      {data && data.items.length === 0 && (
        <p className={styles.note}>{t('giveaways.noDiaries')} <Link to="/diaries/edit/new" className="button">{t('giveaways.startDiary')}</Link></p>
      )}
      {data && data.items.length > 0 && (
        <ul className={styles.pickList}>
          {data.items.map((diary) => (
            <li key={diary.id} className={styles.pickRow}>
              <span className={styles.pickName}>{diary.name}</span>
              {diary.can_join
                ? <button type="button" className="button button-primary" onClick={() => enter(diary)} aria-label={`${t('giveaways.enter')}: ${diary.name}`}>{t('giveaways.enter')}</button>
                : <span className={styles.status}>{diary.reason && (REASONS[diary.reason] ? t(REASONS[diary.reason]!) : diary.reason)}</span>}
            </li>
          ))}
        </ul>
      )}
      {problem && <p className="message message-error" role="alert">{problem}</p>}
      <button type="button" className="button" onClick={onDone}>{t('giveaways.cancel')}</button>
    </div>
  );
}
