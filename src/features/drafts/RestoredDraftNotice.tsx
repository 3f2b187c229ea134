// The notice that a form came back with the grower's unsaved changes, with the way to throw them away.
import styles from './RestoredDraftNotice.module.css';

export function RestoredDraftNotice({ message, discardLabel, onDiscard }: { message: string; discardLabel: string; onDiscard: () => void }) {
  return (
    <div className={`message ${styles.notice}`} role="status">
      <span>{message}</span>
      <button type="button" className="button" onClick={onDiscard}>{discardLabel}</button>
    </div>
  );
}
