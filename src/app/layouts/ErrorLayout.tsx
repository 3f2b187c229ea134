// The error layout: the brand and one message in the middle, nothing that could fail again.
import type { ReactNode } from 'react';
import styles from './ErrorLayout.module.css';
import { AppReadyMark } from '../AppReadyMark';

export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <a href="/" className={styles.brand}>
        <img src="/icons/favicon.svg" width={40} height={40} alt="" />
        GrowDiaries
      </a>
      <main className={styles.main}>{children}</main>
      <AppReadyMark />
    </div>
  );
}
