// Choosing symptoms from the fixed vocabulary: one group of toggles per type, named in the grower's language.
import { SYMPTOM_TYPES, SYMPTOMS, type Symptom } from '@/domain/question/symptoms';
import { useTranslation } from '@/i18n/use-translation';
import styles from './Questions.module.css';

export function SymptomPicker({ value, onChange }: { value: Symptom[]; onChange: (next: Symptom[]) => void }) {
  const { t } = useTranslation();
  const chosen = new Set(value.map((s) => `${s.type}:${s.id}`));
  const toggle = (symptom: Symptom) => {
    const key = `${symptom.type}:${symptom.id}`;
    onChange(chosen.has(key) ? value.filter((s) => `${s.type}:${s.id}` !== key) : [...value, symptom]);
  };
  return (
    <div className={styles.symptomGroups}>
      {SYMPTOM_TYPES.map((type) => (
        <fieldset key={type} className={styles.symptomGroup}>
          <legend>{t(`questions.symptom.${type}.title`)}</legend>
          {SYMPTOMS[type].map((id) => (
            <button key={id} type="button" className={styles.toggle} aria-pressed={chosen.has(`${type}:${id}`)} onClick={() => toggle({ type, id })}>
              {t(`questions.symptom.${type}.${id}`)}
            </button>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
