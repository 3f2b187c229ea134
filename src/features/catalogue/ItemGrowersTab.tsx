// The growers tab of a catalogue page: who grows with the item, most diaries first.
import { useTranslation } from '@/i18n/use-translation';
import type { ItemGrower, ItemGrowersPage } from '@/domain/catalogue/catalogue-items';
import { fetchItemTab } from '@/features/catalogue/catalogue-store';
import { Avatar } from '@/ui/Avatar';
import type { ItemTabProps } from './ItemDiariesTab';
import { ListStatus } from './ListStatus';
import { usePagedList } from './use-paged-list';
import styles from './catalogue.module.css';

export function ItemGrowersTab({ kind, id }: ItemTabProps) {
  const { t } = useTranslation();
  const list = usePagedList<ItemGrower, ItemGrowersPage>(`${kind}:${id}:growers`, (page) => fetchItemTab(kind, id, 'growers', page));
  return (
    <section aria-label={t('catalogue.tabs.growers')}>
      {!list.error && (
        <ul className={styles.list} aria-busy={list.items === null}>
          {list.items === null
            ? Array.from({ length: 5 }, (_, i) => <li key={i} className={`skeleton ${styles.skeletonRow}`} />)
            : list.items.map((grower) => (
              <li key={grower.id} className={styles.row} data-testid="item-grower">
                <Avatar user={grower} size={40} />
                <span className={styles.rowMain}>
                  <span className={styles.rowTitle}>{grower.name}</span>
                  <br />
                  <span className={styles.muted}>{grower.status}</span>
                </span>
                <span className={styles.muted}>{t('catalogue.diaryCount', { count: grower.cnt_diaries })}</span>
              </li>
            ))}
        </ul>
      )}
      <ListStatus list={list} emptyText={t('catalogue.empty.growers')} />
    </section>
  );
}
