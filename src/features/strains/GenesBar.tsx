// The indica and sativa shares of a strain as one bar with its legend.
import { useTranslation } from '@/i18n/use-translation';
import styles from './strains.module.css';

export function GenesBar({ indica, sativa }: { indica: number; sativa: number }) {
  const { t } = useTranslation();
  const label = t('strains.attributes.genesBar', { indica, sativa });
  return (
    <div className={styles.genes} data-testid="genes-bar">
      <div className={styles.genesBar} role="img" aria-label={label}>
        <span className={styles.indica} style={{ width: `${indica}%` }} />
        <span className={styles.sativa} style={{ width: `${sativa}%` }} />
      </div>
      <div className={styles.genesLegend} aria-hidden="true">
        <span>{t('strains.value.indica')} {indica} %</span>
        <span>{t('strains.value.sativa')} {sativa} %</span>
      </div>
    </div>
  );
}
