// The filled conditions of a week (height, pH, TDS, temperatures...) in the user's units.
import { useTranslation } from '@/i18n/use-translation';
import { useMeasures } from '@/features/account/use-measures';
import { formatProp } from '@/domain/week/units';
import type { WeekProps } from '@/domain/week/week';
import { CONDITION_PROPS, HARVEST_PROPS } from '@/domain/week/week-props';
import styles from './ConditionsList.module.css';
import { calendarDate } from '@/domain/page/intl-formats';

export function ConditionsList({ props, harvest = false }: { props: WeekProps; harvest?: boolean }) {
  const { t, i18n } = useTranslation();
  const [measures] = useMeasures();
  const names = harvest ? HARVEST_PROPS : CONDITION_PROPS;
  const filled = names.filter((name) => typeof props[name] === 'number');
  if (filled.length === 0 && !props.germ_date) return null;
  return (
    <dl className={styles.list}>
      {props.germ_date && (
        <div className={styles.item}>
          <dt>{t('props.germ_date')}</dt>
          <dd>{calendarDate(i18n.language, props.germ_date)}</dd>
        </div>
      )}
      {filled.map((name) => (
        <div className={styles.item} key={name} data-prop={name}>
          <dt>{t(`props.${name}`)}</dt>
          <dd>{formatProp(name, props[name] as number, i18n.language, measures)}</dd>
        </div>
      ))}
    </dl>
  );
}
