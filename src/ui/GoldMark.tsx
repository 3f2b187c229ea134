// The gold mark of a premium grower, beside their name on diary cards, the diary page and the profile.
import { useTranslation } from '@/i18n/use-translation';
import styles from './GoldMark.module.css';

export function GoldMark({ user }: { user: { is_premium?: boolean } }) {
  const { t } = useTranslation();
  if (!user.is_premium) return null;
  return <span className={styles.mark} role="img" aria-label={t('nav.premium')} title={t('nav.premium')} data-testid="gold-mark">★</span>;
}
