// A labelled input of an account form, with its hint tied to it for screen readers.
import { useId, type InputHTMLAttributes } from 'react';
import styles from './AuthForm.module.css';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'className'> {
  label: string;
  hint?: string;
  value: string;
  onValue: (value: string) => void;
}

export function FormField({ label, hint, value, onValue, ...input }: FormFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="text-input" value={value} onChange={(event) => onValue(event.target.value)} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint && <span id={`${id}-hint`} className={styles.hint}>{hint}</span>}
    </div>
  );
}
