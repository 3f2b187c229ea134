// /brands-manager/products/edit_composition/{id}: a product's composition: NPK, ingredients, other nutrient values and
// the doses its maker advises per stage, typed in the manager's nutrient unit. The typing is kept as a draft until
// saved; the save is applied on the device at once and sent when online (the public product page shows it then).
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent } from 'react';
import type { BrandProductRecord, ProductDetailsRecord } from '@/db/database';
import {
  MAX_COMPOSITION_DOSES, MAX_COMPOSITION_NUTRIENTS, MAX_DOSE_STAGE, MAX_NUTRIENT_NAME, NUTRIENT_VALUE_UNITS, type NutrientValueUnit,
} from '@/domain/catalogue/product-composition-limits';
import { RestoredDraftNotice } from '@/features/drafts/RestoredDraftNotice';
import { useDraft } from '@/features/drafts/use-draft';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { usePageTitle } from '@/ui/use-page-title';
import { compositionBody, compositionFields, type CompositionFields } from './composition-form';
import { useProductDetails } from './product-details-hooks';
import { saveComposition } from './product-details-store';
import { useNutrientUnit } from './scheme-hooks';
import { parseDose } from './scheme-form';
import { useBrandProduct, useBrandProducts, useChosenBrand } from './use-brands-manager';
import styles from './BrandsManager.module.css';
import formStyles from './CompositionEditor.module.css';

/** A number field typed as text (a decimal comma is fine), marked when it is no number. */
function NumberText({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="field">
      {label}
      <input className={`text-input ${formStyles.number}`} inputMode="decimal" value={value} aria-invalid={Number.isNaN(parseDose(value)) || undefined}
        onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

function CompositionForm({ product, details, onReset }: { product: BrandProductRecord; details: ProductDetailsRecord; onReset: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unit = useNutrientUnit();
  const initial = useMemo(() => (unit ? compositionFields(details.composition, unit) : undefined), [details.composition, unit]);
  const draft = useDraft<CompositionFields>('product-composition', String(product.id), initial);
  const [error, setError] = useState<string | null>(null);
  const fields = draft.value;
  if (!fields) return <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />;
  const set = (next: Partial<CompositionFields>) => draft.change({ ...fields, ...next });
  const setRow = <K extends 'nutrients' | 'doses'>(key: K, index: number, row: Partial<CompositionFields[K][number]>) =>
    set({ [key]: fields[key].map((r, i) => (i === index ? { ...r, ...row } : r)) });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const result = compositionBody(fields);
    if ('problem' in result) {
      setError(t(`productDetails.problem.${result.problem}`));
      return;
    }
    try {
      await saveComposition(details, product.name, result.body);
      await draft.discard();
      await navigate({ to: '/brands-manager/products/edit/$id', params: { id: product.id } });
    } catch (failure) {
      setError(describeError(failure));
    }
  };

  return (
    <form className={formStyles.form} onSubmit={(event) => void save(event)} data-testid="composition-form" noValidate>
      {draft.restored && (
        <RestoredDraftNotice message={t('productDetails.restored')} discardLabel={t('productDetails.discard')}
          onDiscard={() => void draft.discard().then(onReset)} />
      )}
      <fieldset className={formStyles.group}>
        <legend>{t('productDetails.npk')}</legend>
        <p className={styles.note}>{t('productDetails.npkHint')}</p>
        <div className={formStyles.npk}>
          <NumberText label={t('productDetails.n')} value={fields.n} onChange={(n) => set({ n })} />
          <NumberText label={t('productDetails.p')} value={fields.p} onChange={(p) => set({ p })} />
          <NumberText label={t('productDetails.k')} value={fields.k} onChange={(k) => set({ k })} />
        </div>
      </fieldset>
      <div>
        <label className="field">
          {t('productDetails.ingredients')}
          <textarea className="text-input" value={fields.ingredients} aria-describedby="ingredients-hint" onChange={(event) => set({ ingredients: event.target.value })} />
        </label>
        <p id="ingredients-hint" className={styles.note}>{t('productDetails.ingredientsHint')}</p>
      </div>
      <fieldset className={formStyles.group}>
        <legend>{t('productDetails.nutrients')}</legend>
        {fields.nutrients.map((row, index) => (
          <div key={index} className={formStyles.row}>
            <label className="field">
              {t('productDetails.nutrientName')}
              <input className="text-input" maxLength={MAX_NUTRIENT_NAME} value={row.name} onChange={(event) => setRow('nutrients', index, { name: event.target.value })} />
            </label>
            <NumberText label={t('productDetails.nutrientValue')} value={row.value} onChange={(value) => setRow('nutrients', index, { value })} />
            <label className="field">
              {t('productDetails.nutrientUnit')}
              <select className="text-input" value={row.unit} onChange={(event) => setRow('nutrients', index, { unit: event.target.value as NutrientValueUnit })}>
                {NUTRIENT_VALUE_UNITS.map((u) => <option key={u} value={u}>{u}</option>)}
              </select>
            </label>
            <button type="button" className="button" aria-label={t('productDetails.removeNutrient', { index: index + 1 })}
              onClick={() => set({ nutrients: fields.nutrients.filter((_, i) => i !== index) })}>×</button>
          </div>
        ))}
        <button type="button" className="button" disabled={fields.nutrients.length >= MAX_COMPOSITION_NUTRIENTS}
          onClick={() => set({ nutrients: [...fields.nutrients, { name: '', value: '', unit: '%' }] })}>{t('productDetails.addNutrient')}</button>
      </fieldset>
      <fieldset className={formStyles.group}>
        <legend>{t('productDetails.doses')}</legend>
        <p className={styles.note}>{t('productDetails.dosesHint', { unit: fields.unit })}</p>
        {fields.doses.map((row, index) => (
          <div key={index} className={formStyles.row}>
            <label className="field">
              {t('productDetails.stage')}
              <input className="text-input" maxLength={MAX_DOSE_STAGE} value={row.stage} onChange={(event) => setRow('doses', index, { stage: event.target.value })} />
            </label>
            <NumberText label={t('productDetails.amount', { unit: fields.unit })} value={row.amount} onChange={(amount) => setRow('doses', index, { amount })} />
            <button type="button" className="button" aria-label={t('productDetails.removeDose', { index: index + 1 })}
              onClick={() => set({ doses: fields.doses.filter((_, i) => i !== index) })}>×</button>
          </div>
        ))}
        <button type="button" className="button" disabled={fields.doses.length >= MAX_COMPOSITION_DOSES}
          onClick={() => set({ doses: [...fields.doses, { stage: '', amount: '' }] })}>{t('productDetails.addDose')}</button>
      </fieldset>
      {error && <p className="message message-error" role="alert">{error}</p>}
      <div className={styles.actions}>
        <button type="submit" className="button button-primary">{t('brandsManager.save')}</button>
        <Link to="/brands-manager/products/edit/$id" params={{ id: product.id }} className="button">{t('brandsManager.cancel')}</Link>
      </div>
    </form>
  );
}

function ProductComposition({ product }: { product: BrandProductRecord }) {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const { details, waiting, refresh } = useProductDetails(brand.id, product.id);
  const [generation, setGeneration] = useState(0);
  const title = t('productDetails.compositionOf', { name: product.name });
  usePageTitle(title);
  return (
    <section className={styles.section} aria-labelledby="composition-editor">
      <h2 id="composition-editor">{title}</h2>
      {waiting && <p className={styles.waiting}>{t('brandsManager.waiting')}</p>}
      <RefreshStatus state={refresh} hasData={Boolean(details)} offlineText={t('brandsManager.offlineMissing')} />
      {details
        ? <CompositionForm key={generation} product={product} details={details} onReset={() => setGeneration((n) => n + 1)} />
        : details === undefined || refresh.status === 'loading' ? <div className={`skeleton ${styles.skeleton}`} aria-busy="true" /> : null}
    </section>
  );
}

export function CompositionEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  // Opened from a link or a reload: the brand's products are read into the device first.
  const { refresh } = useBrandProducts(brand.id);
  const product = useBrandProduct(id);
  if (product === undefined || (product === null && refresh.status === 'loading')) return <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />;
  if (product === null || product.brand_id !== brand.id) return <NotFoundMessage />;
  if (product.id < 0) return <p className={styles.note}>{t('productDetails.saveFirst')}</p>;
  return <ProductComposition key={product.id} product={product} />;
}
