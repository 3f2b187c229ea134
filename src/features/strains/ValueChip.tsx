// A category value as a chip: a link to its category page, or plain text in a dense row.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import type { StrainCategory } from '@/domain/strain/strain-vocabulary';
import styles from './strains.module.css';

interface ValueChipProps {
  category: StrainCategory;
  value: string;
  /** Text instead of the value's name (e.g. "THC 21 %"). */
  label?: string;
  linked?: boolean;
}

export function ValueChip({ category, value, label, linked = true }: ValueChipProps) {
  const { t } = useTranslation();
  const text = label ?? t(`strains.value.${value}`);
  if (!linked) return <span className={styles.chip}>{text}</span>;
  return (
    <Link to="/strains/category/$category/$val" params={{ category, val: value }} className={styles.chip} title={t(`strains.categoryHeading.${category}`)}>
      {text}
    </Link>
  );
}
