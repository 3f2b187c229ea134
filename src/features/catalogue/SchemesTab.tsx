// A nutrient brand's feeding schemes: each a week-by-week table of doses in the grower's nutrient unit
// (ml/l, ml/gal or tsp/gal, spec §9), which the grower can switch here.
import { useTranslation } from '@/i18n/use-translation';
import type { Measures } from '@/domain/week/units';
import { doseForDisplay } from '@/domain/week/units';
import type { NutrientScheme } from '@/domain/catalogue/nutrient-scheme';
import { useMeasures } from '@/features/account/use-measures';
import { fetchSchemes } from '@/features/catalogue/catalogue-store';
import { productLink } from './catalogue-links';
import { useCatalogueItem } from './item-context';
import { LoadError } from './ListStatus';
import { NutrientUnitChoice } from './NutrientUnitChoice';
import { useApiData } from '@/ui/use-api-data';
import { Link } from '@tanstack/react-router';
import styles from './SchemesTab.module.css';
import { decimalFormat } from '@/domain/page/intl-formats';


function FeedingTable({ scheme, measures }: { scheme: NutrientScheme; measures: Measures }) {
  const { t, i18n } = useTranslation();
  const { place } = useCatalogueItem();
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={scheme.name}>
      <table className={styles.table} data-testid="feeding-table">
        <caption className="visually-hidden">{t('catalogue.scheme.caption', { name: scheme.name, unit: measures.nutrient })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('catalogue.scheme.week')}</th>
            {scheme.items_product.map((product) => (
              <th key={product.id} scope="col"><Link {...productLink(place, product.id)}>{product.name}</Link></th>
            ))}
          </tr>
        </thead>
        <tbody>
          {scheme.items_week.map((week, index) => (
            <tr key={index} data-faza={week.faza}>
              <th scope="row">{t(`catalogue.scheme.phase.${week.faza}`, { week: week.week })}</th>
              {week.doses.map((dose, column) => (
                <td key={scheme.items_product[column]?.id ?? column}>
                  {dose === null ? <span aria-label={t('catalogue.scheme.none')}>–</span>
                    : decimalFormat(i18n.language, { maximumFractionDigits: 2 }).format(doseForDisplay(dose, measures))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SchemesTab() {
  const { t } = useTranslation();
  const { place } = useCatalogueItem();
  const [measures, setMeasures] = useMeasures();
  const schemes = useApiData(`schemes:${place.id}`, (signal) => fetchSchemes(place.id, signal));
  if (schemes.error) return <LoadError error={schemes.error} retry={schemes.retry} />;
  if (!schemes.data) return <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />;
  if (schemes.data.items.length === 0) return <p className={styles.empty}>{t('catalogue.empty.schemes')}</p>;
  return (
    <div className={styles.schemes}>
      <NutrientUnitChoice measures={measures} onChange={setMeasures} />
      {schemes.data.items.map((scheme) => (
        <section key={scheme.id} className={styles.scheme}>
          <h2>{scheme.name}</h2>
          {scheme.description && <p className={styles.description}>{scheme.description}</p>}
          <p className={styles.unit}>{t('catalogue.scheme.perUnit', { unit: measures.nutrient })}</p>
          <FeedingTable scheme={scheme} measures={measures} />
        </section>
      ))}
    </div>
  );
}
