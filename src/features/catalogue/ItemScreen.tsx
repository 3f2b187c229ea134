// The frame of a catalogue item page: its header, its tab bar and the tab shown, a skeleton while it loads,
// the not-found page for an id that does not exist (or sits under another section or category), and the title.
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { itemTabTitle, type CatalogueTab } from '@/domain/catalogue/catalogue-titles';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { usePageTitle } from '@/ui/use-page-title';
import { ItemTabBar, type ItemTabLink } from './ItemTabBar';
import { LoadError } from './ListStatus';
import type { ApiData } from '@/ui/use-api-data';
import { useActiveTab } from './use-active-tab';
import styles from './ItemScreen.module.css';

interface ItemScreenProps<T> {
  data: ApiData<T>;
  /** Whether the loaded item belongs at this address (section, category, brand); false shows the 404 page. */
  belongs: (item: T) => boolean;
  /** The item's name as titles show it. */
  nameOf: (item: T) => string;
  header: (item: T) => ReactNode;
  tabs: (item: T) => ItemTabLink[];
  children: ReactNode;
}

export function ItemScreen<T>({ data, belongs, nameOf, header, tabs, children }: ItemScreenProps<T>) {
  const { t } = useTranslation();
  const tab: CatalogueTab | null = useActiveTab();
  const item = data.data !== undefined && belongs(data.data) ? data.data : undefined;
  usePageTitle(item ? itemTabTitle(nameOf(item), tab ? t(`catalogue.tabTitles.${tab}`) : null) : null);
  if (data.missing || (data.data !== undefined && !item)) {
    return <div className="page"><NotFoundMessage /></div>;
  }
  if (!item) {
    return (
      <div className="page">
        {data.error ? <LoadError error={data.error} retry={data.retry} /> : <div className={`skeleton ${styles.headSkeleton}`} aria-busy="true" />}
      </div>
    );
  }
  return (
    <div className="page">
      <header className={styles.head}>{header(item)}</header>
      <ItemTabBar tabs={tabs(item)} label={t('catalogue.tabs.label')} />
      {children}
    </div>
  );
}
