// /auth/confirm-email?k&e: confirms the address of the mail's link; a dead link offers a new mail to a signed-in grower.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { confirmEmailAddress } from '@/sync/transport/email';
import { ResendConfirmation } from './ResendConfirmation';
import { useCurrentUser } from './use-current-user';
import { useLinkCall } from './use-link-call';
import styles from './AuthForm.module.css';

export function ConfirmEmailScreen({ k, e }: { k: string | undefined; e: string | undefined }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const state = useLinkCall(k && e ? `${k} ${e}` : undefined, (key) => {
    const [token = '', email = ''] = key.split(' ');
    return confirmEmailAddress(token, email);
  }, t('authMail.confirm.missing'));
  if (state.status === 'working') return <p className={styles.status} role="status" aria-busy="true">{t('authMail.confirm.checking')}</p>;
  if (state.status === 'failed') {
    return (
      <div className={styles.panel}>
        <h1>{t('authMail.confirm.title')}</h1>
        <p className="message message-error" role="alert">{state.message}</p>
        {user && user.email_confirmed === false && <ResendConfirmation />}
        <div className={styles.actions}><Link to="/">{t('authMail.home')}</Link></div>
      </div>
    );
  }
  return (
    <div className={styles.panel} role="status">
      <h1>{t('authMail.confirm.doneTitle')}</h1>
      <p data-testid="email-confirmed">{t('authMail.confirm.done', { email: state.answer.email })}</p>
      <div className={styles.actions}><Link to="/" className="button button-primary">{t('authMail.home')}</Link></div>
    </div>
  );
}
