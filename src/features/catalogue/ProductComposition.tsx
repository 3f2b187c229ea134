// What a product's maker says it holds and how much to give: NPK, ingredients, other nutrient values, and the advised
// doses per stage in the reader's nutrient unit (switchable here, kept in their settings).
import type { CompositionBody } from '@/domain/catalogue/product-composition';
import { doseForDisplay } from '@/domain/week/units';
import { useMeasures } from '@/features/account/use-measures';
import { useTranslation } from '@/i18n/use-translation';
import { NutrientUnitChoice } from './NutrientUnitChoice';
import styles from './ProductComposition.module.css';
import { decimalFormat } from '@/domain/page/intl-formats';

export function ProductComposition({ composition }: { composition: CompositionBody }) {
  const { t, i18n } = useTranslation();
  const [measures, setMeasures] = useMeasures();
  const number = (value: number) => decimalFormat(i18n.language).format(value);
  const { n, p, k } = composition.npk;
  const hasNpk = n !== null || p !== null || k !== null;
  return (
    <section className={styles.composition} aria-labelledby="product-composition" data-testid="product-composition">
      <h2 id="product-composition">{t('productDetails.composition')}</h2>
      {hasNpk && (
        <p className={styles.npk} aria-label={t('productDetails.npkLabel', { n: n ?? '–', p: p ?? '–', k: k ?? '–' })}>
          {([['N', n], ['P', p], ['K', k]] as const).map(([element, value]) => (
            <span key={element} className={styles.element}><strong>{element}</strong> {value === null ? '–' : `${number(value)}%`}</span>
          ))}
        </p>
      )}
      {composition.ingredients.length > 0 && (
        <>
          <h3>{t('productDetails.ingredients')}</h3>
          <ul className={styles.ingredients}>{composition.ingredients.map((name, i) => <li key={i}>{name}</li>)}</ul>
        </>
      )}
      {composition.nutrients.length > 0 && (
        <table className={styles.table}>
          <caption>{t('productDetails.nutrients')}</caption>
          <tbody>
            {composition.nutrients.map((row, i) => (
              <tr key={i}><th scope="row">{row.name}</th><td>{number(row.value)} {row.unit}</td></tr>
            ))}
          </tbody>
        </table>
      )}
      {composition.doses.length > 0 && (
        <>
          <NutrientUnitChoice measures={measures} onChange={setMeasures} />
          <table className={styles.table} data-testid="advised-doses">
            <caption>{t('productDetails.advisedDoses', { unit: measures.nutrient })}</caption>
            <tbody>
              {composition.doses.map((row, i) => (
                <tr key={i}><th scope="row">{row.stage}</th><td>{number(doseForDisplay(row.amount, measures))} {measures.nutrient}</td></tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
