// /auth/unsubscribe?k: turns every newsletter off by the link of a newsletter's footer.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { unsubscribeByLink } from '@/sync/transport/email';
import { useLinkCall } from './use-link-call';
import styles from './AuthForm.module.css';

export function UnsubscribeScreen({ k }: { k: string | undefined }) {
  const { t } = useTranslation();
  const state = useLinkCall(k, unsubscribeByLink, t('authMail.error.invalid_token'));
  if (state.status === 'working') return <p className={styles.status} role="status" aria-busy="true">{t('authMail.unsubscribe.working')}</p>;
  return (
    <div className={styles.panel} role={state.status === 'done' ? 'status' : undefined}>
      <h1>{t('authMail.unsubscribe.title')}</h1>
      {state.status === 'done'
        ? <><p>{t('authMail.unsubscribe.done', { email: state.answer.email })}</p><p className={styles.intro}>{t('authMail.unsubscribe.settings')}</p></>
        : <p className="message message-error" role="alert">{state.message}</p>}
      <div className={styles.actions}><Link to="/" className="button button-primary">{t('authMail.home')}</Link></div>
    </div>
  );
}
