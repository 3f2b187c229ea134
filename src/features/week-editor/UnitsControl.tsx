// The grower's units, folded into one line ("Units: cm · °C · ppm · ml/l") that opens to change them; kept on the device.
import { useTranslation } from '@/i18n/use-translation';
import { ENGLISH_MEASURES, METRIC_MEASURES, propUnit, type Measures } from '@/domain/week/units';
import { ChoiceButtons } from '@/ui/ChoiceButtons';
import styles from './UnitsControl.module.css';

type System = 'metric' | 'english';

/** Length, volume, weight and area follow the system; temperature, TDS and doses are chosen on their own. */
function withSystem(measures: Measures, system: System): Measures {
  const { length, volume, weight, area } = system === 'metric' ? METRIC_MEASURES : ENGLISH_MEASURES;
  return { ...measures, length, volume, weight, area };
}

/** `open`: shown unfolded (the settings' measures page). */
export function UnitsControl({ measures, onChange, open }: { measures: Measures; onChange: (next: Measures) => void; open?: boolean }) {
  const { t } = useTranslation();
  const summary = [propUnit('height', measures).label, propUnit('air_temp', measures).label, propUnit('ppm', measures).label, measures.nutrient].join(' · ');
  return (
    <details className={styles.units} open={open}>
      <summary className={styles.summary}>{t('weekEditor.units.title')}: <span className={styles.current}>{summary}</span></summary>
      <div className={styles.choices}>
        <ChoiceButtons<System>
          legend={t('weekEditor.units.system')}
          options={[{ value: 'metric', label: t('weekEditor.units.metric') }, { value: 'english', label: t('weekEditor.units.english') }]}
          value={measures.length === 'cm' ? 'metric' : 'english'}
          onChange={(system) => onChange(withSystem(measures, system))}
        />
        <ChoiceButtons<Measures['temperature']>
          legend={t('weekEditor.units.temperature')}
          options={[{ value: 'C', label: '°C' }, { value: 'F', label: '°F' }]}
          value={measures.temperature}
          onChange={(temperature) => onChange({ ...measures, temperature })}
        />
        <ChoiceButtons<Measures['tds']>
          legend={t('weekEditor.units.tds')}
          options={[{ value: 'ec', label: t('weekEditor.units.ec') }, { value: 'ppm', label: 'ppm' }]}
          value={measures.tds}
          onChange={(tds) => onChange({ ...measures, tds })}
        />
        <ChoiceButtons<Measures['nutrient']>
          legend={t('weekEditor.units.nutrient')}
          options={[{ value: 'ml/l', label: 'ml/l' }, { value: 'ml/gal', label: 'ml/gal' }, { value: 'tsp/gal', label: 'tsp/gal' }]}
          value={measures.nutrient}
          onChange={(nutrient) => onChange({ ...measures, nutrient })}
        />
      </div>
    </details>
  );
}
