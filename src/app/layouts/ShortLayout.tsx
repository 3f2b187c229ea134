// The short layout of the auth pages: the brand and one card in the middle of the screen.
import { Outlet } from '@tanstack/react-router';
import { LanguageSelect } from '@/features/account/LanguageSelect';
import { NoticeList } from '@/ui/NoticeList';
import { PendingBadge } from '@/features/sync-status/PendingBadge';
import { OfflineBadge } from '@/ui/OfflineBadge';
import { Brand } from './Brand';
import styles from './ShortLayout.module.css';
import { AppReadyMark } from '../AppReadyMark';

export function ShortLayout() {
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Brand />
        <OfflineBadge />
        <PendingBadge />
        <LanguageSelect />
      </div>
      <main className={styles.card}>
        <Outlet />
      </main>
      <NoticeList />
      <AppReadyMark />
    </div>
  );
}
