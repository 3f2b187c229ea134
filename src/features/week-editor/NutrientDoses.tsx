// The nutrients given this week, each with its dose typed in the grower's nutrient unit (stored as ml/l).
import { useTranslation } from '@/i18n/use-translation';
import type { Measures } from '@/domain/week/units';
import type { PickedNutrient } from '@/domain/week/week-form';
import { CataloguePicker } from '@/features/catalogue-picker/CataloguePicker';
import { doseRule } from './entry-rules';
import { NumberField } from './NumberField';
import styles from './WeekEditor.module.css';

interface NutrientDosesProps {
  value: PickedNutrient[];
  measures: Measures;
  onChange: (next: PickedNutrient[]) => void;
}

export function NutrientDoses({ value, measures, onChange }: NutrientDosesProps) {
  const { t } = useTranslation();
  return (
    <CataloguePicker<PickedNutrient>
      section="nutrient"
      label={t('weekEditor.nutrientsPick')}
      value={value}
      onChange={onChange}
      create={(item) => ({ ...item, val: null })}
      renderExtra={(item, _index, update) => (
        <div className={styles.dose}>
          <NumberField
            key={measures.nutrient}
            label={t('weekEditor.dose', { name: item.name })}
            labelHidden
            unit={measures.nutrient}
            value={item.val}
            rule={doseRule(measures)}
            onChange={(val) => update({ ...item, val })}
          />
        </div>
      )}
    />
  );
}
