// The edit tab: the brand's name, description and website, saved on the device at once and sent when online.
import { useId, useState, type FormEvent } from 'react';
import { MAX_BRAND_DESCRIPTION, MAX_BRAND_NAME, MAX_BRAND_WEBSITE, WEBSITE_PATTERN } from '@/domain/brand-manager/brand-manager-limits';
import type { BrandEdit } from '@/domain/brand-manager/brand-manager';
import { brandTarget } from '@/domain/api/change-targets';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useOnline } from '@/ui/use-online';
import { usePictureUpload } from '@/ui/use-picture-upload';
import { uploadBrandLogo } from './brands-store';
import { useBrandDetails, useChosenBrand, useWaitingTargets } from './use-brands-manager';
import { saveBrandInformation } from './writes';
import styles from './BrandsManager.module.css';

/** The logo: a picture upload (needs the network), shown as the server stored it. */
function LogoUpload() {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const online = useOnline();
  const inputId = useId();
  const { state, pick } = usePictureUpload((file) => uploadBrandLogo(brand.id, file));
  return (
    <div className={styles.logoRow}>
      {brand.avatar
        ? <img className={styles.logo} src={brand.avatar} width={96} height={96} alt={t('brandsManager.edit.logoOf', { brand: brand.name })} data-testid="brand-logo" />
        : <span className={styles.logo} aria-hidden="true" />}
      <div>
        <label htmlFor={inputId} className="button">{state === 'sending' ? t('brandsManager.edit.logoSending') : t('brandsManager.edit.logoChange')}</label>
        <input id={inputId} type="file" accept="image/jpeg,image/png,image/webp,image/avif" className="visually-hidden" disabled={!online || state === 'sending'}
          onChange={(event) => pick(event.target.files?.[0])} data-testid="logo-input" />
        <p className={styles.note}>{online ? t('brandsManager.edit.logoHint') : t('brandsManager.edit.logoOffline')}</p>
        {state === 'done' && <p role="status">{t('brandsManager.saved')}</p>}
        {typeof state === 'object' && <p className="message message-error" role="alert">{state.error}</p>}
      </div>
    </div>
  );
}

function BrandForm({ edit }: { edit: BrandEdit }) {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const waiting = useWaitingTargets(brand.id).has(brandTarget(brand.id));
  const [fields, setFields] = useState({ name: edit.name, description: edit.description, website: edit.website });
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const websiteOk = fields.website.trim() === '' || WEBSITE_PATTERN.test(fields.website.trim());
  const save = (event: FormEvent) => {
    event.preventDefault();
    const body = { name: fields.name.trim(), description: fields.description.trim(), website: fields.website.trim() };
    saveBrandInformation(brand, body).then(() => { setSaved(true); setError(null); }, (failure: unknown) => setError(describeError(failure)));
  };
  const set = (key: keyof typeof fields) => (value: string) => { setFields({ ...fields, [key]: value }); setSaved(false); };
  return (
    <form className={styles.form} onSubmit={save} data-testid="brand-form">
      <label className="field">
        {t('brandsManager.edit.name')}
        <input className="text-input" required maxLength={MAX_BRAND_NAME} value={fields.name} onChange={(event) => set('name')(event.target.value)} />
      </label>
      <label className="field">
        {t('brandsManager.edit.description')}
        <textarea className="text-input" maxLength={MAX_BRAND_DESCRIPTION} value={fields.description} onChange={(event) => set('description')(event.target.value)} />
      </label>
      <label className="field">
        {t('brandsManager.edit.website')}
        <input className="text-input" type="url" inputMode="url" maxLength={MAX_BRAND_WEBSITE} placeholder="https://" value={fields.website}
          aria-invalid={!websiteOk} onChange={(event) => set('website')(event.target.value)} />
      </label>
      {!websiteOk && <p className="message message-error" role="alert">{t('brandsManager.edit.websiteInvalid')}</p>}
      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={!websiteOk || fields.name.trim() === ''}>{t('brandsManager.save')}</button>
        {waiting ? <span className={styles.waiting}>{t('brandsManager.waiting')}</span> : saved && <span role="status">{t('brandsManager.saved')}</span>}
      </div>
      {error && <p className="message message-error" role="alert">{error}</p>}
    </form>
  );
}

export function BrandEditTab() {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const refresh = useBrandDetails(brand.id);
  return (
    <section className={styles.section} aria-labelledby="brand-edit">
      <h2 id="brand-edit">{t('brandsManager.edit.title')}</h2>
      <RefreshStatus state={refresh} hasData={Boolean(brand.edit)} offlineText={t('brandsManager.offlineMissing')} />
      <LogoUpload />
      {brand.edit
        ? <BrandForm key={brand.id} edit={brand.edit} />
        : refresh.status === 'loading' && <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />}
    </section>
  );
}
