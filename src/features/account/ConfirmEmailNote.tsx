// A calm note on the settings page of a grower whose address is not confirmed yet, with "send the link again".
import { useTranslation } from '@/i18n/use-translation';
import { ResendConfirmation } from './ResendConfirmation';
import { useCurrentUser } from './use-current-user';
import styles from './AuthForm.module.css';

export function ConfirmEmailNote() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user || user.email_confirmed !== false) return null;
  return (
    <aside className={styles.note} aria-labelledby="confirm-email-note" data-testid="confirm-email-note">
      <h3 id="confirm-email-note">{t('authMail.note.title')}</h3>
      <p>{t('authMail.note.text')}</p>
      <ResendConfirmation />
    </aside>
  );
}
