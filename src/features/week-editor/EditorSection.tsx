// One titled card of the week editor (conditions, nutrients, photos...).
import { useId, type ReactNode } from 'react';
import styles from './WeekEditor.module.css';

export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>{title}</h3>
      {children}
    </section>
  );
}
