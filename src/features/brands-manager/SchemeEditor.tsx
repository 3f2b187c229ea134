// /brands-manager/schemes/edit/{id}: a nutrient scheme's week-by-week feeding table (id 0: a new scheme): its name and
// description, the brand's products as columns, weeks by phase as rows, doses in the grower's nutrient unit. The
// typing is kept as a draft until saved; the save is applied on the device at once and sent when online.
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent } from 'react';
import type { BrandSchemeRecord } from '@/db/database';
import { MAX_SCHEME_DESCRIPTION, MAX_SCHEME_NAME, MAX_SCHEME_PRODUCTS, MAX_SCHEME_WEEKS } from '@/domain/brand-manager/brand-scheme-limits';
import { RestoredDraftNotice } from '@/features/drafts/RestoredDraftNotice';
import { useDraft } from '@/features/drafts/use-draft';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { usePageTitle } from '@/ui/use-page-title';
import { addWeek, fieldsOf, parseDose, schemeBody, toggleProduct, weekNumbers, type Faza, type SchemeFields } from './scheme-form';
import { useBrandScheme, useBrandSchemes, useNutrientUnit } from './scheme-hooks';
import { saveScheme } from './scheme-store';
import { useBrandProducts, useChosenBrand } from './use-brands-manager';
import styles from './BrandsManager.module.css';
import tableStyles from './SchemeEditor.module.css';

const PHASES: Faza[] = [-1, 0, 1];

function SchemeForm({ scheme, onReset }: { scheme: BrandSchemeRecord | null; onReset: () => void }) {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const navigate = useNavigate();
  const unit = useNutrientUnit();
  const { products } = useBrandProducts(brand.id);
  // The fields start once the unit is known, so that the doses are shown in it.
  const initial = useMemo(() => (unit ? fieldsOf(scheme, unit) : undefined), [scheme, unit]);
  const draft = useDraft<SchemeFields>('brand-scheme', `${brand.id}:${scheme?.id ?? 0}`, initial);
  const [error, setError] = useState<string | null>(null);
  const title = scheme ? t('brandsManager.schemes.editTitle', { name: scheme.name }) : t('brandsManager.schemes.newTitle');
  usePageTitle(title);
  const fields = draft.value;
  if (!fields) return <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />;
  const set = (next: SchemeFields) => draft.change(next);
  const numbers = weekNumbers(fields.weeks);
  const columns = fields.products.map((id) => products?.find((p) => p.id === id) ?? scheme?.items_product.find((p) => p.id === id));
  const setDose = (row: number, column: number, text: string) =>
    set({ ...fields, weeks: fields.weeks.map((w, i) => (i === row ? { ...w, doses: w.doses.map((d, c) => (c === column ? text : d)) } : w)) });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const result = schemeBody(fields);
    if ('problem' in result) {
      setError(t(`brandsManager.schemes.problem.${result.problem}`, { max: 100 }));
      return;
    }
    try {
      await saveScheme(brand, scheme?.id ?? null, result.body, products ?? []);
      await draft.discard();
      await navigate({ to: '/brands-manager/schemes' });
    } catch (failure) {
      setError(describeError(failure));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="scheme-editor">
      <h2 id="scheme-editor">{title}</h2>
      {draft.restored && (
        <RestoredDraftNotice message={t('brandsManager.schemes.restored')} discardLabel={t('brandsManager.schemes.discard')}
          onDiscard={() => void draft.discard().then(onReset)} />
      )}
      <form className={tableStyles.form} onSubmit={(event) => void save(event)} data-testid="scheme-form" noValidate>
        <label className="field">
          {t('brandsManager.schemes.name')}
          <input className="text-input" required maxLength={MAX_SCHEME_NAME} value={fields.name} onChange={(event) => set({ ...fields, name: event.target.value })} />
        </label>
        <label className="field">
          {t('brandsManager.schemes.description')}
          <textarea className="text-input" maxLength={MAX_SCHEME_DESCRIPTION} value={fields.description} onChange={(event) => set({ ...fields, description: event.target.value })} />
        </label>
        <fieldset className={tableStyles.products}>
          <legend>{t('brandsManager.schemes.productsLegend')}</legend>
          {products === undefined ? <div className="skeleton" aria-busy="true" />
            : products.length === 0 ? <p className={styles.note}>{t('brandsManager.schemes.noProducts')}</p>
              : products.map((product) => (
                <label key={product.id} className={tableStyles.product}>
                  <input type="checkbox" checked={fields.products.includes(product.id)}
                    disabled={!fields.products.includes(product.id) && fields.products.length >= MAX_SCHEME_PRODUCTS}
                    onChange={() => set(toggleProduct(fields, product.id))} />
                  {product.name}
                </label>
              ))}
        </fieldset>
        <p className={styles.note}>{t('brandsManager.schemes.unit', { unit: fields.unit })}</p>
        <div className={tableStyles.scroll} tabIndex={0} role="region" aria-label={t('brandsManager.schemes.tableLabel')}>
          <table className={tableStyles.table} data-testid="scheme-table">
            <thead>
              <tr>
                <th scope="col">{t('brandsManager.schemes.week')}</th>
                {columns.map((product, column) => <th key={fields.products[column]} scope="col">{product?.name ?? '…'}</th>)}
                <th scope="col"><span className="visually-hidden">{t('brandsManager.schemes.removeWeek')}</span></th>
              </tr>
            </thead>
            <tbody>
              {fields.weeks.map((week, row) => {
                const label = t(`brandsManager.schemes.phase.${week.faza}`, { week: numbers[row] });
                return (
                  <tr key={row} data-faza={week.faza}>
                    <th scope="row">
                      <span className={tableStyles.weekCell}>
                        <select className="text-input" value={week.faza} aria-label={t('brandsManager.schemes.phaseOf', { week: row + 1 })}
                          onChange={(event) => set({ ...fields, weeks: fields.weeks.map((w, i) => (i === row ? { ...w, faza: Number(event.target.value) as Faza } : w)) })}>
                          {PHASES.map((faza) => <option key={faza} value={faza}>{t(`brandsManager.schemes.phaseName.${faza}`)}</option>)}
                        </select>
                        <span className={tableStyles.weekNumber} aria-hidden="true">{numbers[row]}</span>
                        <span className="visually-hidden">{label}</span>
                      </span>
                    </th>
                    {week.doses.map((dose, column) => {
                      const invalid = Number.isNaN(parseDose(dose));
                      return (
                        <td key={fields.products[column]}>
                          <input className={`text-input ${tableStyles.dose}`} inputMode="decimal" value={dose} aria-invalid={invalid || undefined}
                            aria-label={t('brandsManager.schemes.doseOf', { week: label, product: columns[column]?.name ?? '', unit: fields.unit })}
                            onChange={(event) => setDose(row, column, event.target.value)} />
                        </td>
                      );
                    })}
                    <td>
                      <button type="button" className="button" disabled={fields.weeks.length === 1} aria-label={t('brandsManager.schemes.removeWeekOf', { week: label })}
                        onClick={() => set({ ...fields, weeks: fields.weeks.filter((_, i) => i !== row) })}>×</button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div className={styles.actions}>
          <button type="button" className="button" disabled={fields.weeks.length >= MAX_SCHEME_WEEKS} onClick={() => set(addWeek(fields))}>
            {t('brandsManager.schemes.addWeek')}
          </button>
        </div>
        <p className={styles.note}>{t('brandsManager.schemes.emptyHint')}</p>
        {error && <p className="message message-error" role="alert">{error}</p>}
        <div className={styles.actions}>
          <button type="submit" className="button button-primary">{t('brandsManager.save')}</button>
          <Link to="/brands-manager/schemes" className="button">{t('brandsManager.cancel')}</Link>
        </div>
      </form>
    </section>
  );
}

/** The form, started again from the scheme when its draft is thrown away. */
function DraftForm({ scheme }: { scheme: BrandSchemeRecord | null }) {
  const [generation, setGeneration] = useState(0);
  return <SchemeForm key={generation} scheme={scheme} onReset={() => setGeneration((n) => n + 1)} />;
}

function StoredScheme({ id }: { id: number }) {
  const brand = useChosenBrand();
  // Opened from a link or a reload: the brand's schemes are read into the device first.
  const { refresh } = useBrandSchemes(brand.id);
  const scheme = useBrandScheme(id);
  if (scheme === undefined || (scheme === null && refresh.status === 'loading')) return <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />;
  if (scheme === null || scheme.brand_id !== brand.id) return <NotFoundMessage />;
  return <DraftForm key={scheme.id} scheme={scheme} />;
}

export function SchemeEditor({ id }: { id: number }) {
  return id === 0 ? <DraftForm scheme={null} /> : <StoredScheme id={id} />;
}
