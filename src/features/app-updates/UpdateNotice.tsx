// The calm offer of a new version, shown instead of a reload while an editor holds unsaved input.
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import styles from './UpdateNotice.module.css';

export function UpdateNotice({ update, dismiss }: { update: () => Promise<void>; dismiss: () => void }) {
  const { t } = useTranslation();
  const [updating, setUpdating] = useState(false);
  return (
    <div className={styles.notice} role="status" data-testid="update-notice">
      <span>{t('ads.update.ready')}</span>
      <button
        type="button"
        className="button button-primary"
        disabled={updating}
        onClick={() => {
          setUpdating(true);
          void update();
        }}
      >
        {t('ads.update.apply')}
      </button>
      <button type="button" className="button" onClick={dismiss}>{t('ads.update.later')}</button>
    </div>
  );
}
