// The light layout of the diagnostic pages: a slim bar with the brand and the page.
import { Outlet } from '@tanstack/react-router';
import { PendingBadge } from '@/features/sync-status/PendingBadge';
import { OfflineBadge } from '@/ui/OfflineBadge';
import { Brand } from './Brand';
import styles from './LightLayout.module.css';
import { AppReadyMark } from '../AppReadyMark';

export function LightLayout() {
  return (
    <div>
      <div className={styles.bar}>
        <Brand />
        <OfflineBadge />
        <PendingBadge />
      </div>
      <main className="page">
        <Outlet />
      </main>
      <AppReadyMark />
    </div>
  );
}
