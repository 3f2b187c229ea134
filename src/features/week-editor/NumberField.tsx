// A number typed in the grower's unit: the text stays exactly as typed while it can't be stored, with a hint why.
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { displayLimits, readEntry, type NumberRule } from './number-entry';
import styles from './NumberField.module.css';

interface NumberFieldProps {
  label: string;
  /** The unit label shown after the input ('°C', 'ml/l'); empty for pH and counts. */
  unit: string;
  /** The stored value in canonical units (null or undefined when empty). */
  value: number | null | undefined;
  rule: NumberRule;
  /** Called with each storable value (null when emptied); never with text that can't be stored. */
  onChange: (value: number | null) => void;
  labelHidden?: boolean;
}

export function NumberField({ label, unit, value, rule, onChange, labelHidden = false }: NumberFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  // The text as typed while the grower edits the field; null shows the stored value in their unit.
  const [text, setText] = useState<string | null>(null);
  const entry = text === null ? null : readEntry(text, rule);
  const problem = entry?.state === 'invalid' ? entry.problem : null;
  const shown = text ?? (value == null ? '' : String(rule.toDisplay(value)));

  function change(next: string) {
    setText(next);
    const read = readEntry(next, rule);
    if (read.state === 'valid') onChange(read.value);
    else if (read.state === 'empty') onChange(null);
  }

  const limits = displayLimits(rule);
  const hint = problem === 'range'
    ? t('weekEditor.entry.range', { min: limits.min, max: limits.max, unit })
    : problem && t(`weekEditor.entry.${problem}`);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : styles.label}>{label}</label>
      <div className={styles.box}>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="decimal"
          enterKeyHint="next"
          autoComplete="off"
          value={shown}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-hint` : undefined}
          onChange={(event) => change(event.target.value)}
          // Once storable, the field shows the stored value again, as the grower's unit rounds it.
          onBlur={() => problem === null && setText(null)}
        />
        {unit && <span className={styles.unit} aria-hidden="true">{unit}</span>}
      </div>
      {hint && <p id={`${id}-hint`} className={styles.hint}>{hint}</p>}
    </div>
  );
}
