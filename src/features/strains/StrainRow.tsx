// One strain in a list: name, breeder, headline attributes, rating and diary count, the whole row a link.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import type { Strain } from '@/domain/strain/strain';
import { ItemStatView } from '@/features/catalogue/RatingStars';
import styles from './strains.module.css';

export function StrainRow({ strain }: { strain: Strain }) {
  const { t } = useTranslation();
  const a = strain.attributes;
  return (
    <Link to="/strains/$id" params={{ id: strain.id }} className={styles.card} data-testid="strain-row">
      <span className={styles.cardTop}>
        <span className={styles.name}>{strain.name}</span>
        {strain.brand_name && <span className={styles.breeder}>{t('strains.byBreeder', { name: strain.brand_name })}</span>}
      </span>
      {a && (
        <span className={styles.cardBottom}>
          <span className={styles.chip}>{t(`strains.value.${a.genes}`)}</span>
          <span className={styles.chip}>{t(`strains.value.${a.flowering_type}`)}</span>
          <span className={styles.chip}>{t('strains.attributes.thc', { thc: a.thc })}</span>
          <span className={`${styles.chip} ${styles.chipMuted}`}>{t(`strains.value.${a.growing}`)}</span>
        </span>
      )}
      <span className={styles.cardBottom}>
        <ItemStatView stat={strain.item_stat} />
        <span className={styles.muted}>{t('strains.diaries', { count: strain.cnt_diaries })}</span>
      </span>
    </Link>
  );
}
