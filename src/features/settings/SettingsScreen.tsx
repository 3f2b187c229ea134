// /grower/{id}/settings: the owner's settings pages beside their list (a row of links on a phone, a column on a
// desktop); anyone else gets the 403 page. The account's settings are read into the device, so the pages open offline.
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SETTINGS_SECTIONS, type SettingsSection } from '@/domain/user/profile-limits';
import { useTranslation } from '@/i18n/use-translation';
import { useCurrentUser } from '@/features/account/use-current-user';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { usePageTitle } from '@/ui/use-page-title';
import { ForbiddenMessage } from './ForbiddenMessage';
import { SettingsContext } from './settings-context';
import { useAccountSettings } from './use-settings';
import styles from './Settings.module.css';

function useSection(): SettingsSection | null {
  const segment = useRouterState({ select: (state) => state.location.pathname.split('/')[4] ?? '' });
  return (SETTINGS_SECTIONS as readonly string[]).includes(segment) ? segment as SettingsSection : null;
}

function OwnSettings({ id, children }: { id: number; children: ReactNode }) {
  const { t } = useTranslation();
  const { settings, refresh } = useAccountSettings(id);
  const section = useSection();
  const title = t(`settings.${section ?? 'index'}.title`);
  usePageTitle(t('settings.pageTitle', { section: title }));
  return (
    <div className={`page ${styles.layout}`}>
      <nav className={styles.nav} aria-label={t('settings.title')}>
        <h1 className={styles.heading}>{t('settings.title')}</h1>
        <ul className={styles.sections}>
          <li>
            <Link to="/grower/$id/settings" params={{ id }} activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page', className: styles.active }}>
              {t('settings.index.title')}
            </Link>
          </li>
          {SETTINGS_SECTIONS.map((name) => (
            <li key={name}>
              <Link to="/grower/$id/settings/$section" params={{ id, section: name }} activeProps={{ 'aria-current': 'page', className: styles.active }}>
                {t(`settings.${name}.title`)}
              </Link>
            </li>
          ))}
          <li><Link to="/grower/$id" params={{ id }} data-testid="profile-settings-back">{t('settings.backToProfile')}</Link></li>
        </ul>
      </nav>
      <section className={styles.content} aria-labelledby="settings-section">
        <h2 id="settings-section">{title}</h2>
        <RefreshStatus state={refresh} hasData={Boolean(settings)} offlineText={t('settings.offlineMissing')} />
        {settings
          ? <SettingsContext.Provider value={{ userId: id, answer: settings }}>{children}</SettingsContext.Provider>
          : refresh.status === 'loading' && <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />}
      </section>
    </div>
  );
}

export function SettingsScreen({ id, children }: { id: number; children: ReactNode }) {
  const user = useCurrentUser();
  if (user === undefined) return <div className="page"><div className={`skeleton ${styles.skeleton}`} aria-busy="true" /></div>;
  if (!user || user.id !== id) return <div className="page"><ForbiddenMessage /></div>;
  return <OwnSettings id={id}>{children}</OwnSettings>;
}
