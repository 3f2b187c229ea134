// A small coloured label naming a growth phase.
import { useTranslation } from '@/i18n/use-translation';
import { fazaName } from '@/domain/week/faza';
import styles from './PhaseBadge.module.css';

export function PhaseBadge({ faza }: { faza: number }) {
  const { t } = useTranslation();
  const name = fazaName(faza);
  return <span className={`${styles.badge} ${styles[name]}`}>{t(`faza.${name}`)}</span>;
}
