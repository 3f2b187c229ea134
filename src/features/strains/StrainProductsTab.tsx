// A strain's products tab: its seed product page at the breeder, the same strain sold by other breeders (by its name
// without the seed variant), and the breeder's other strains.
import { useTranslation } from '@/i18n/use-translation';
import { strainBaseName } from '@/domain/strain/strain-pages';
import { Link } from '@tanstack/react-router';
import { productLink } from '@/features/catalogue/catalogue-links';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { fetchStrains, type StrainProductLists } from '@/features/strains/strain-store';
import { StrainList } from './StrainList';
import { useStrain } from './strain-context';
import { useApiData } from '@/ui/use-api-data';
import styles from './strains.module.css';

/** At most this many strains per list (the API's page). */
const SHOWN = 20;

export function StrainProductsTab() {
  const { t } = useTranslation();
  const strain = useStrain();
  const base = strainBaseName(strain.name);
  const load = async (): Promise<StrainProductLists> => Promise.all([
    fetchStrains({ query: base, start: 0, limit: SHOWN }),
    strain.brand_id === null ? null : fetchStrains({ brand_id: strain.brand_id, start: 0, limit: SHOWN }),
  ]);
  const { data, refresh } = useApiData(`strain-products:${strain.id}`, load);
  const sameName = data?.[0].items.filter((other) => other.id !== strain.id && other.brand_id !== strain.brand_id) ?? null;
  const ofBreeder = data?.[1]?.items.filter((other) => other.id !== strain.id) ?? null;
  return (
    <div data-testid="strain-products">
      {strain.brand_id !== null && strain.brand_name && (
        <p className={styles.links}>
          <Link {...productLink({ section: 'seed', category: null, id: strain.brand_id }, strain.id)} className="button">
            {t('strains.products.seedPage', { name: strain.name, breeder: strain.brand_name })}
          </Link>
        </p>
      )}
      <RefreshStatus state={refresh} hasData={Boolean(data)} offlineText={t('strains.offlineMissing')} />
      {(data || refresh.status === 'loading') && (
        <>
          <section className={styles.section}>
            <h2>{t('strains.products.sameName', { name: base })}</h2>
            {sameName?.length === 0 ? <p className={styles.muted}>{t('strains.products.noSameName')}</p> : <StrainList strains={sameName} />}
          </section>
          {strain.brand_name && ofBreeder?.length !== 0 && (
            <section className={styles.section}>
              <h2>{t('strains.products.breeder', { name: strain.brand_name })}</h2>
              <StrainList strains={ofBreeder} />
            </section>
          )}
        </>
      )}
    </div>
  );
}
