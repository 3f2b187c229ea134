// The explore filters: strain, breeder and nutrient pickers, light, room, medium, phase, harvest and the order.
// Every change opens the explore path of the new filters (its first page).
import { useTranslation } from '@/i18n/use-translation';
import type { FilterNames } from '@/domain/discovery/discovery-titles';
import { CODED_TAGS, EXPLORE_SORTS, type ExploreFilters } from '@/domain/discovery/explore-tags';
import type { PickedItem } from '@/domain/diary/diary-form';
import { CataloguePicker } from '../catalogue-picker/CataloguePicker';
import { useBreeders } from './use-explore';
import styles from './ExplorePage.module.css';

interface ExploreFilterPanelProps {
  filters: ExploreFilters;
  names: FilterNames;
  onChange: (next: ExploreFilters) => void;
}

type CodedKey = keyof typeof CODED_TAGS;
const CODED_KEYS: CodedKey[] = ['light', 'room', 'medium', 'phase'];

export function ExploreFilterPanel({ filters, names, onChange }: ExploreFilterPanelProps) {
  const { t } = useTranslation();
  const breeders = useBreeders();
  const set = (patch: Partial<ExploreFilters>) => onChange({ ...filters, ...patch });
  const picked = (key: 'strain' | 'nutrient'): PickedItem[] =>
    filters[key] ? [{ id: filters[key], name: names[key] ?? t(`discovery.filter.${key}`) }] : [];
  // Only catalogue items filter (a typed name has no id).
  const pick = (key: 'strain' | 'nutrient') => (items: PickedItem[]) => {
    const id = items.at(-1)?.id;
    set({ [key]: id !== undefined && id > 0 ? id : undefined });
  };
  const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

  return (
    <form className={styles.filters} aria-label={t('discovery.filters')} onSubmit={(event) => event.preventDefault()}>
      <CataloguePicker section="seed" label={t('discovery.filter.strain')} value={picked('strain')} onChange={pick('strain')} max={1} />
      <label className="field">
        {t('discovery.filter.breeder')}
        <select className="text-input" value={filters.breeder ?? ''} onChange={(e) => set({ breeder: numberOrUndefined(e.target.value) })}>
          <option value="">{t('discovery.any')}</option>
          {filters.breeder && !breeders.some((b) => b.id === filters.breeder) && <option value={filters.breeder}>{names.breeder ?? `#${filters.breeder}`}</option>}
          {breeders.map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
        </select>
      </label>
      <CataloguePicker section="nutrient" label={t('discovery.filter.nutrient')} value={picked('nutrient')} onChange={pick('nutrient')} max={1} />
      {CODED_KEYS.map((key) => (
        <label key={key} className="field">
          {t(`discovery.filter.${key}`)}
          <select className="text-input" value={filters[key] ?? ''} onChange={(e) => set({ [key]: numberOrUndefined(e.target.value) })}>
            <option value="">{t('discovery.any')}</option>
            {Object.entries(CODED_TAGS[key]).sort(([a], [b]) => Number(a) - Number(b)).map(([code, name]) => (
              <option key={code} value={code}>{t(`discovery.${key}.${name}`)}</option>
            ))}
          </select>
        </label>
      ))}
      <label className="field">
        {t('discovery.filter.harvested')}
        <select className="text-input" value={filters.harvested === undefined ? '' : filters.harvested ? '1' : '0'}
          onChange={(e) => set({ harvested: e.target.value === '' ? undefined : e.target.value === '1' })}>
          <option value="">{t('discovery.any')}</option>
          <option value="1">{t('discovery.harvested')}</option>
          <option value="0">{t('discovery.growing')}</option>
        </select>
      </label>
      <label className="field">
        {t('discovery.filter.sort')}
        <select className="text-input" value={filters.sort ?? 'updated'} onChange={(e) => set({ sort: e.target.value as ExploreFilters['sort'] })}>
          {EXPLORE_SORTS.map((sort) => <option key={sort} value={sort}>{t(`discovery.sort.${sort}`)}</option>)}
        </select>
      </label>
    </form>
  );
}
