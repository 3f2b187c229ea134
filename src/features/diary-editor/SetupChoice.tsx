// One grow-setup choice (room, watering or medium) as a row of toggle buttons; tapping the chosen one clears it.
import { useTranslation } from '@/i18n/use-translation';
import styles from './SetupChoice.module.css';

interface SetupChoiceProps {
  label: string;
  /** A code map of src/domain/diary/grow-setup.ts. */
  codes: Record<number, string>;
  /** Where the names of the codes are translated ('diaryScreen.room' holds 'diaryScreen.room.indoor'...). */
  namesKey: string;
  value: number | null;
  onChange: (value: number | null) => void;
}

export function SetupChoice({ label, codes, namesKey, value, onChange }: SetupChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.options}>
        {Object.entries(codes).map(([code, name]) => {
          const chosen = value === Number(code);
          return (
            <button key={code} type="button" className={styles.option} aria-pressed={chosen} onClick={() => onChange(chosen ? null : Number(code))}>
              {t(`${namesKey}.${name}`)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
