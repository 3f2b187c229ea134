// What the diary's own grower can do on its page: edit it, add a week or a harvest; and whether it has reached the server.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import type { StoredDiary } from '@/db/database';
import { useCurrentUser } from '@/features/account/use-current-user';
import styles from './DiaryOwnerActions.module.css';

export function DiaryOwnerActions({ diary }: { diary: StoredDiary }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user || user.id !== diary.item_user.id) return null;
  const { id } = diary;
  return (
    <div className={styles.actions} data-testid="owner-actions">
      {diary.id < 0 && <span className={styles.local} data-testid="not-sent">{t('diaryScreen.notSentYet')}</span>}
      <Link to="/diaries/$id/edit/week/$week" params={{ id, week: 'new' }} className="button button-primary">{t('diaryScreen.addWeek')}</Link>
      <Link to="/diaries/$id/edit/smoke/$week" params={{ id, week: 'new' }} className="button">{t('diaryScreen.addHarvest')}</Link>
      <Link to="/diaries/edit/$id" params={{ id }} className="button">{t('diaryScreen.editDiary')}</Link>
    </div>
  );
}
