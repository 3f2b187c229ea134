// The visible list of messages the server sent with its answers (the `details` field).
import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { dismissNotice, getNotices, subscribeNotices } from '@/sync/transport/notices';
import styles from './NoticeList.module.css';

export function NoticeList() {
  const { t } = useTranslation();
  const notices = useSyncExternalStore(subscribeNotices, getNotices, getNotices);
  if (notices.length === 0) return null;
  return (
    <ul className={styles.list} aria-live="polite">
      {notices.map((notice) => (
        <li key={notice.id} className={styles.notice}>
          <span>{notice.text}</span>
          <button type="button" className={styles.close} onClick={() => dismissNotice(notice.id)} aria-label={t('common.dismiss')}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
