// One choice as a row of big toggle buttons (phase, units, germination method, ratings); the chosen one may clear.
import styles from './ChoiceButtons.module.css';

export interface Choice<T> { value: T; label: string }

interface ChoiceButtonsProps<T extends string | number> {
  legend: string;
  options: readonly Choice<T>[];
  value: T | null;
  onChange: (next: T) => void;
  /** When given, tapping the chosen button clears the choice. */
  onClear?: () => void;
  /** Columns of a grid of equal buttons (a 0-10 scale) instead of a flowing row. */
  columns?: number;
  /** The legend for screen readers only (a chip names what is chosen). */
  legendHidden?: boolean;
}

export function ChoiceButtons<T extends string | number>({ legend, options, value, onChange, onClear, columns, legendHidden = false }: ChoiceButtonsProps<T>) {
  return (
    <fieldset className={styles.choice}>
      <legend className={legendHidden ? 'visually-hidden' : styles.legend}>{legend}</legend>
      <div className={columns ? styles.grid : styles.row} style={columns ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}>
        {options.map((option) => {
          const chosen = option.value === value;
          return (
            <button
              key={option.value}
              type="button"
              className={styles.option}
              aria-pressed={chosen}
              onClick={() => (chosen ? onClear?.() : onChange(option.value))}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
