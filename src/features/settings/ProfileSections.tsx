// Settings' index (avatar, name, bio, location, website) and socials pages: saved on the device at once and queued,
// so they work offline; the avatar upload needs the network.
import { useId, useState, type FormEvent } from 'react';
import { MAX_BIO, MAX_LOCATION, MAX_SOCIAL_HANDLE, MAX_WEBSITE, SOCIAL_NETWORKS } from '@/domain/user/profile-limits';
import type { ProfileInput, Socials } from '@/domain/user/profile';
import { USER_NAME_MAX_LENGTH, USER_NAME_MIN_LENGTH } from '@/domain/user/user-limits';
import { useTranslation } from '@/i18n/use-translation';
import { FormField } from '@/features/account/FormField';
import { useCurrentUser } from '@/features/account/use-current-user';
import { describeError } from '@/sync/transport/http';
import { useOnline } from '@/ui/use-online';
import { usePictureUpload } from '@/ui/use-picture-upload';
import { useSettingsContext } from './settings-context';
import { uploadAvatar } from './settings-store';
import { saveProfile } from './writes';
import styles from './Settings.module.css';

/** "Saved" or "Saved on this device, sent when online", or the error of a save. */
export function SaveStatus({ state }: { state: 'idle' | 'saved' | { error: string } }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (state === 'idle') return null;
  if (state === 'saved') return <span role="status" data-testid="settings-saved">{online ? t('settings.saved') : t('settings.savedOffline')}</span>;
  return <span className="message message-error" role="alert">{state.error}</span>;
}

/** A form over the profile's fields: its values, and a submit that saves them all (with the socials as stored). */
function useProfileForm<K extends keyof ProfileInput>(keys: K[]) {
  const { t } = useTranslation();
  const { userId, answer } = useSettingsContext();
  const [values, setValues] = useState(() => Object.fromEntries(keys.map((k) => [k, answer.profile[k]])) as Pick<ProfileInput, K>);
  const [state, setState] = useState<'idle' | 'saved' | { error: string }>('idle');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { name, bio, location, website, socials } = answer.profile;
    const input: ProfileInput = { name, bio, location, website, socials, ...values };
    saveProfile(userId, input, t('settings.profileLabel')).then(() => setState('saved'), (e: unknown) => setState({ error: describeError(e) }));
  };
  const set = <F extends K>(key: F) => (value: ProfileInput[F]) => {
    setState('idle');
    setValues((current) => ({ ...current, [key]: value }));
  };
  return { values, set, submit, state };
}

function AvatarUpload() {
  const { t } = useTranslation();
  const { userId } = useSettingsContext();
  const user = useCurrentUser();
  const online = useOnline();
  const inputId = useId();
  const { state, pick } = usePictureUpload((file) => uploadAvatar(userId, file, file.name));
  return (
    <div className={styles.avatarRow}>
      {user?.avatar_small
        ? <img className={styles.avatar} src={user.avatar_small} width={72} height={72} alt="" />
        : <span className={styles.avatar} aria-hidden="true" />}
      <div>
        <label htmlFor={inputId} className="button">{state === 'sending' ? t('settings.avatar.sending') : t('settings.avatar.change')}</label>
        <input id={inputId} type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif" className="visually-hidden" disabled={!online || state === 'sending'}
          onChange={(event) => pick(event.target.files?.[0])} data-testid="avatar-input" />
        {!online && <p className={styles.note}>{t('settings.avatar.offline')}</p>}
        {state === 'done' && <p role="status">{t('settings.avatar.done')}</p>}
        {typeof state === 'object' && <p className="message message-error" role="alert">{state.error}</p>}
      </div>
    </div>
  );
}

export function ProfileSection() {
  const { t } = useTranslation();
  const bioId = useId();
  const form = useProfileForm(['name', 'bio', 'location', 'website']);
  return (
    <form className={styles.form} onSubmit={form.submit}>
      <AvatarUpload />
      <FormField label={t('settings.index.name')} value={form.values.name} onValue={form.set('name')} required
        minLength={USER_NAME_MIN_LENGTH} maxLength={USER_NAME_MAX_LENGTH} pattern="[A-Za-z0-9_.\-]+" hint={t('settings.index.nameHint')} data-testid="settings-name" />
      <div className="field">
        <label htmlFor={bioId}>{t('settings.index.bio')}</label>
        <textarea id={bioId} className="text-input" rows={5} maxLength={MAX_BIO} value={form.values.bio} onChange={(event) => form.set('bio')(event.target.value)} data-testid="settings-bio" />
      </div>
      <FormField label={t('settings.index.location')} value={form.values.location} onValue={form.set('location')} maxLength={MAX_LOCATION} data-testid="settings-location" />
      <FormField label={t('settings.index.website')} type="url" value={form.values.website} onValue={form.set('website')} maxLength={MAX_WEBSITE} placeholder="https://" />
      <p className={styles.actions}>
        <button type="submit" className="button button-primary" data-testid="settings-save">{t('settings.save')}</button>
        <SaveStatus state={form.state} />
      </p>
    </form>
  );
}

export function SocialsSection() {
  const { t } = useTranslation();
  const form = useProfileForm(['socials']);
  const setHandle = (network: keyof Socials, handle: string) => {
    const next: Socials = { ...form.values.socials };
    if (handle.trim()) next[network] = handle.trim();
    else delete next[network];
    form.set('socials')(next);
  };
  return (
    <form className={styles.form} onSubmit={form.submit}>
      <p className={styles.note}>{t('settings.socials.intro')}</p>
      {SOCIAL_NETWORKS.map((network) => (
        <FormField key={network} label={t(`profile.socials.${network}`)} value={form.values.socials[network] ?? ''} onValue={(value) => setHandle(network, value)}
          maxLength={MAX_SOCIAL_HANDLE} pattern="[A-Za-z0-9_.\-]+" autoCapitalize="off" spellCheck={false} />
      ))}
      <p className={styles.actions}>
        <button type="submit" className="button button-primary">{t('settings.save')}</button>
        <SaveStatus state={form.state} />
      </p>
    </form>
  );
}
