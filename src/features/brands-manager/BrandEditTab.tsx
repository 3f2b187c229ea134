// The edit tab: the brand's name, description and website, saved on the device at once and sent when online.
import { useState, type FormEvent } from 'react';
import { MAX_BRAND_DESCRIPTION, MAX_BRAND_NAME, MAX_BRAND_WEBSITE, WEBSITE_PATTERN } from '@/domain/brand-manager/brand-manager-limits';
import type { BrandEdit } from '@/domain/brand-manager/brand-manager';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { brandTarget } from './brands-store';
import { useBrandDetails, useChosenBrand, useWaitingTargets } from './use-brands-manager';
import { saveBrandInformation } from './writes';
import styles from './BrandsManager.module.css';

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
      {brand.edit
        ? <BrandForm key={brand.id} edit={brand.edit} />
        : refresh.status === 'loading' && <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />}
    </section>
  );
}
