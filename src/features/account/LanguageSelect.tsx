// The interface language switch.
import { useTranslation } from '@/i18n/use-translation';
import { LOCALE_NAMES, SUPPORTED_LOCALES } from '@/domain/page/locale';
import { changeLocale } from '@/i18n/i18n';
import styles from './LanguageSelect.module.css';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label className={styles.label}>
      <span className="visually-hidden">{t('nav.language')}</span>
      <select className={styles.select} value={i18n.language} onChange={(event) => void changeLocale(event.target.value)} data-testid="language-select">
        {SUPPORTED_LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
