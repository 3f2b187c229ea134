// Settings pages of choices: units, interface (language and theme, applied at once), notifications per kind and
// channel, newsletters, and cookies. Each choice is kept at once (on the account through the outbox, offline too;
// cookies on this device only).
import { useState, useSyncExternalStore } from 'react';
import { LOCALE_NAMES, SUPPORTED_LOCALES } from '@/domain/page/locale';
import { NEWSLETTERS, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, THEMES, type Theme } from '@/domain/user/profile-limits';
import type { AccountSettings } from '@/domain/user/settings';
import { DEFAULT_SETTINGS } from '@/domain/user/settings-defaults';
import { useTranslation } from '@/i18n/use-translation';
import { PushControl } from '@/features/push/PushControl';
import { useMeasures } from '@/features/account/use-measures';
import { UnitsControl } from '@/features/week-editor/UnitsControl';
import { describeError } from '@/sync/transport/http';
import { ChoiceButtons } from '@/ui/ChoiceButtons';
import { readConsent, saveConsent } from '@/ui/consent';
import { storedTheme, THEME_EVENT } from '@/ui/theme';
import { SaveStatus } from './ProfileSections';
import { saveInterface } from './preferences';
import { useSettingsContext } from './settings-context';
import { saveSettingsSection } from './writes';
import styles from './Settings.module.css';

export function MeasuresSection() {
  const { t } = useTranslation();
  const [measures, setMeasures] = useMeasures();
  return (
    <>
      <p className={styles.note}>{t('settings.measures.intro')}</p>
      <UnitsControl measures={measures} onChange={setMeasures} open />
    </>
  );
}

const subscribeTheme = (onChange: () => void) => {
  window.addEventListener(THEME_EVENT, onChange);
  return () => window.removeEventListener(THEME_EVENT, onChange);
};

export function InterfaceSection() {
  const { t, i18n } = useTranslation();
  const theme = useSyncExternalStore(subscribeTheme, storedTheme, () => 'system' as Theme);
  const [error, setError] = useState<string | null>(null);
  const save = (choice: { lang: string; theme: Theme }) => {
    setError(null);
    saveInterface(choice, t('settings.interface.title')).catch((e: unknown) => setError(describeError(e)));
  };
  return (
    <div className={styles.form}>
      <label className="field">
        {t('settings.interface.language')}
        <select className="text-input" value={i18n.language} onChange={(event) => save({ lang: event.target.value, theme })} data-testid="settings-language">
          {SUPPORTED_LOCALES.map((locale) => <option key={locale} value={locale}>{LOCALE_NAMES[locale]}</option>)}
        </select>
      </label>
      <ChoiceButtons<Theme>
        legend={t('settings.interface.theme')}
        options={THEMES.map((value) => ({ value, label: t(`settings.interface.themes.${value}`) }))}
        value={theme}
        onChange={(next) => save({ lang: i18n.language, theme: next })}
      />
      {error && <p className="message message-error" role="alert">{error}</p>}
    </div>
  );
}

/** A settings section saved as a whole on every change. */
function useSectionSaver<S extends 'notifications' | 'subscribe'>(section: S) {
  const { t } = useTranslation();
  const { userId, answer } = useSettingsContext();
  const [state, setState] = useState<'idle' | 'saved' | { error: string }>('idle');
  const save = (value: AccountSettings[S]) => {
    saveSettingsSection(userId, section, value, t(`settings.${section}.title`)).then(() => setState('saved'), (e: unknown) => setState({ error: describeError(e) }));
  };
  return { value: answer.settings[section], save, state };
}

export function NotificationsSection() {
  const { t } = useTranslation();
  const saver = useSectionSaver('notifications');
  const { save, state } = saver;
  // Settings kept on the device before a kind was added (chat messages) show and save it with its default.
  const value = { ...DEFAULT_SETTINGS.notifications, ...saver.value };
  return (
    <>
      <p className={styles.note}>{t('settings.notifications.intro')}</p>
      <PushControl />
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('settings.notifications.kind')}</th>
            {NOTIFICATION_CHANNELS.map((channel) => <th key={channel} scope="col">{t(`settings.notifications.channels.${channel}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row">{t(`settings.notifications.kinds.${kind}`)}</th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    checked={value[kind][channel]}
                    aria-label={`${t(`settings.notifications.kinds.${kind}`)}: ${t(`settings.notifications.channels.${channel}`)}`}
                    onChange={(event) => save({ ...value, [kind]: { ...value[kind], [channel]: event.target.checked } })}
                    data-testid={`notify-${kind}-${channel}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p><SaveStatus state={state} /></p>
    </>
  );
}

export function SubscribeSection() {
  const { t } = useTranslation();
  const { value, save, state } = useSectionSaver('subscribe');
  return (
    <div className={styles.form}>
      <p className={styles.note}>{t('settings.subscribe.intro')}</p>
      {NEWSLETTERS.map((newsletter) => (
        <label key={newsletter} className={styles.check}>
          <input type="checkbox" checked={value[newsletter]} onChange={(event) => save({ ...value, [newsletter]: event.target.checked })} />
          <span>{t(`settings.subscribe.newsletters.${newsletter}`)}</span>
        </label>
      ))}
      <SaveStatus state={state} />
    </div>
  );
}

export function CookiesSection() {
  const { t } = useTranslation();
  const [consent, setConsent] = useState(readConsent);
  const [saved, setSaved] = useState(false);
  return (
    <div className={styles.form}>
      <p className={styles.note}>{t('settings.cookies.intro')}</p>
      <label className={styles.check}>
        <input type="checkbox" checked disabled />
        <span>{t('settings.cookies.necessary')}</span>
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={consent.statistics} onChange={(event) => {
          const next = { statistics: event.target.checked };
          saveConsent(next);
          setConsent(next);
          setSaved(true);
        }} data-testid="consent-statistics" />
        <span>{t('settings.cookies.statistics')}</span>
      </label>
      {saved && <p role="status">{t('settings.cookies.saved')}</p>}
    </div>
  );
}
