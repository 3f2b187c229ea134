// The error layout: the brand and one message in the middle, nothing that could fail again.
import type { ReactNode } from 'react';
import styles from './ErrorLayout.module.css';
import { AppReadyMark } from '../AppReadyMark';
import { LogoMark } from './LogoMark';

export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <a href="/" className={styles.brand}>
        <LogoMark size={40} />
        GrowDiaries
      </a>
      <main className={styles.main}>{children}</main>
      <AppReadyMark />
    </div>
  );
}
