// A grid of week props (conditions or harvest results), each typed in the grower's unit and stored canonical.
import { useTranslation } from '@/i18n/use-translation';
import { propUnit, type Measures } from '@/domain/week/units';
import type { WeekProps } from '@/domain/week/week';
import type { MeasuredProp } from '@/domain/week/week-limits';
import { propRule } from './entry-rules';
import { NumberField } from './NumberField';
import styles from './WeekEditor.module.css';

interface PropFieldsProps {
  names: readonly MeasuredProp[];
  props: WeekProps;
  measures: Measures;
  onChange: (props: WeekProps) => void;
}

export function PropFields({ names, props, measures, onChange }: PropFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.grid}>
      {names.map((name) => {
        const { label } = propUnit(name, measures);
        // Keyed by unit: after a change of units the field shows the stored value in the new one.
        return (
          <NumberField
            key={`${name}:${label}`}
            label={t(`props.${name}`)}
            unit={label}
            value={props[name]}
            rule={propRule(name, measures)}
            onChange={(value) => onChange({ ...props, [name]: value })}
          />
        );
      })}
    </div>
  );
}
