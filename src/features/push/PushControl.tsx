// Settings control for web push on this device (notifications page): turn it on (the browser asks permission) or off,
// with plain words when the browser has no push, notifications are blocked, or the device is offline.
import { useTranslation } from '@/i18n/use-translation';
import { useOnline } from '@/ui/use-online';
import { usePushDevice } from './use-push-device';
import styles from './PushControl.module.css';

export function PushControl() {
  const { t } = useTranslation();
  const online = useOnline();
  const { status, busy, error, change } = usePushDevice();
  const canChange = status === 'on' || status === 'off';

  return (
    <section className={styles.box} aria-labelledby="push-device-title" data-testid="push-control">
      <h3 id="push-device-title" className={styles.title}>{t('push.title')}</h3>
      <p className={styles.note}>{t('push.intro')}</p>
      <p role="status" data-testid="push-status">{t(`push.status.${status}`)}</p>
      {canChange && (
        <div className={styles.actions}>
          <button
            type="button"
            className={status === 'on' ? 'button' : 'button button-primary'}
            disabled={busy || !online}
            onClick={() => void change(status === 'off')}
            data-testid="push-toggle"
          >
            {busy ? t('push.working') : t(status === 'on' ? 'push.disable' : 'push.enable')}
          </button>
          {!online && <span className={styles.note}>{t('push.offline')}</span>}
        </div>
      )}
      {error && (
        <p className="message message-error" role="alert">
          {error.kind === 'dismissed' ? t('push.dismissed') : t('push.failed', { reason: error.reason })}
        </p>
      )}
    </section>
  );
}
