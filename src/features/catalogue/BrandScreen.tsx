// A brand page (breeder, nutrient maker or equipment maker): header with its stats, tabs, and the tab shown.
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { BrandDetail } from '@/domain/catalogue/brand';
import { SaveForOfflineButton } from '@/features/saved/SaveForOfflineButton';
import { fetchBrand } from '@/features/catalogue/catalogue-store';
import { brandLink, type BrandPlace } from './catalogue-links';
import { BRAND_TABS } from '@/domain/catalogue/catalogue-titles';
import { CatalogueItemContext } from './item-context';
import { ItemScreen } from './ItemScreen';
import { ItemStatView } from './RatingStars';
import { SectionLink } from './SectionLink';
import { useApiData } from '@/ui/use-api-data';
import styles from './ItemScreen.module.css';

export function BrandScreen({ place, children }: { place: BrandPlace; children: ReactNode }) {
  const { t } = useTranslation();
  const data = useApiData(`brand:${place.id}`, (signal) => fetchBrand(place.id, signal));
  const belongs = (brand: BrandDetail) => brand.section === place.section && (place.section !== 'equipment' || brand.category === place.category);
  return (
    <ItemScreen
      data={data}
      belongs={belongs}
      nameOf={(brand) => brand.name}
      header={(brand) => (
        <>
          <p className={styles.kicker}><SectionLink place={place} /></p>
          <h1 className={styles.title}>{brand.name}</h1>
          <p className={styles.facts}>
            <ItemStatView stat={brand.item_stat} />
            <span>{t(place.section === 'seed' ? 'catalogue.strainCount' : 'catalogue.productCount', { count: brand.cnt_products })}</span>
          </p>
          {place.section === 'seed' && <SaveForOfflineButton type="breeder" id={brand.id} name={brand.name} link={`/seedbank/${brand.id}`} />}
        </>
      )}
      tabs={() => [
        { label: t('catalogue.tabs.index'), link: brandLink(place) },
        ...BRAND_TABS[place.section].map((tab) => ({ label: t(`catalogue.tabs.${tab}`), link: brandLink(place, tab) })),
      ]}
    >
      {data.data && belongs(data.data) && (
        <CatalogueItemContext.Provider value={{ place, brand: data.data }}>{children}</CatalogueItemContext.Provider>
      )}
    </ItemScreen>
  );
}
