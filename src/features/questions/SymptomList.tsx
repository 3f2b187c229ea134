// A question's symptoms as small labels, named in the grower's language.
import type { Symptom } from '@/domain/question/symptoms';
import { useTranslation } from '@/i18n/use-translation';
import styles from './Questions.module.css';

export function SymptomList({ symptoms, max }: { symptoms: Symptom[]; max?: number }) {
  const { t } = useTranslation();
  if (!symptoms.length) return null;
  const shown = max === undefined ? symptoms : symptoms.slice(0, max);
  return (
    <ul className={styles.chips} aria-label={t('questions.symptoms')}>
      {shown.map((s) => <li key={`${s.type}:${s.id}`} className={styles.chip}>{t(`questions.symptom.${s.type}.${s.id}`)}</li>)}
      {shown.length < symptoms.length && <li className={styles.chip}>+{symptoms.length - shown.length}</li>}
    </ul>
  );
}
