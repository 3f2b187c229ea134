// The nutrients fed in a week with their doses, in ml/l.
import { useTranslation } from '@/i18n/use-translation';
import type { WeekNutrient } from '@/domain/week/week';
import styles from './NutrientList.module.css';
import { decimalFormat } from '@/domain/page/intl-formats';

export function NutrientList({ nutrients }: { nutrients: WeekNutrient[] }) {
  const { t, i18n } = useTranslation();
  const shown = nutrients.filter((n) => !n.is_remove);
  if (shown.length === 0) return null;
  return (
    <section>
      <h3 className={styles.title}>{t('diaryScreen.nutrients')}</h3>
      <ul className={styles.list}>
        {shown.map((nutrient) => (
          <li key={nutrient.id} className={styles.item}>
            <span>
              {nutrient.name} <span className={styles.brand}>· {nutrient.brand_name}</span>
            </span>
            {nutrient.val !== null && (
              <span className={styles.dose}>{decimalFormat(i18n.language, { maximumFractionDigits: 2 }).format(nutrient.val)} ml/l</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
