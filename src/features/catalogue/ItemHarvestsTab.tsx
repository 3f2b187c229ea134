// The harvests tab of a catalogue page: harvest weeks of diaries using the item, their figures in the grower's units
// and what the harvest said of the item.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import type { HarvestFigures, ItemHarvest, ItemHarvestsPage } from '@/domain/catalogue/catalogue-items';
import { formatProp } from '@/domain/week/units';
import { useMeasures } from '@/features/account/use-measures';
import { fetchItemTab } from '@/features/catalogue/catalogue-store';
import { Photo } from '@/ui/Photo';
import type { ItemTabProps } from './ItemDiariesTab';
import { ListStatus } from './ListStatus';
import { RatingStars } from './RatingStars';
import { usePagedList } from './use-paged-list';
import styles from './ItemHarvestsTab.module.css';

const FIGURES: (keyof HarvestFigures)[] = ['harvest_weight', 'harvest_wet_weight', 'harvest_plant', 'harvest_watt', 'harvest_space'];

function HarvestRow({ harvest }: { harvest: ItemHarvest }) {
  const { t, i18n } = useTranslation();
  const [measures] = useMeasures();
  const diary = harvest.item_diary;
  const figures = FIGURES.flatMap((name) => {
    const value = harvest.props[name];
    return value === null ? [] : [{ name, text: formatProp(name, value, i18n.language, measures) }];
  });
  return (
    <li className={styles.row} data-testid="item-harvest">
      <Link to="/diaries/$id/week/$week" params={{ id: diary.id, week: harvest.week_id }} className={styles.head}>
        {diary.cover ? <Photo photo={diary.cover} alt="" sizes="80px" className={styles.thumb} /> : <span className={styles.thumb} />}
        <span>
          <span className={styles.name}>{diary.name}</span>
          <span className={styles.by}>{t('catalogue.grownBy', { name: diary.item_user.name })}</span>
        </span>
      </Link>
      {figures.length > 0 && (
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.name}>
              <dt>{t(`catalogue.harvest.${figure.name}`)}</dt>
              <dd>{figure.text}</dd>
            </div>
          ))}
        </dl>
      )}
      {harvest.item_review && (
        <div className={styles.review}>
          <RatingStars rate={harvest.item_review.n_general} />
          {harvest.item_review.text && <p>{harvest.item_review.text}</p>}
        </div>
      )}
    </li>
  );
}

export function ItemHarvestsTab({ kind, id }: ItemTabProps) {
  const { t } = useTranslation();
  const list = usePagedList<ItemHarvest, ItemHarvestsPage>(`${kind}:${id}:harvests`, (page) => fetchItemTab(kind, id, 'harvests', page));
  return (
    <section aria-label={t('catalogue.tabs.harvests')}>
      {!list.error && (
        <ul className={styles.list} aria-busy={list.items === null}>
          {list.items === null
            ? Array.from({ length: 3 }, (_, i) => <li key={i} className={`skeleton ${styles.skeleton}`} />)
            : list.items.map((harvest) => <HarvestRow key={harvest.week_id} harvest={harvest} />)}
        </ul>
      )}
      <ListStatus list={list} emptyText={t('catalogue.empty.harvests')} />
    </section>
  );
}
