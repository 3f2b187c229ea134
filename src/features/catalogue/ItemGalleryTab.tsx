// The gallery tab of a catalogue page: week photos of diaries using the item, each leading to its week.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import type { ItemGalleryPage, ItemPhoto } from '@/domain/catalogue/catalogue-items';
import { fetchItemTab } from '@/features/catalogue/catalogue-store';
import { Photo } from '@/ui/Photo';
import type { ItemTabProps } from './ItemDiariesTab';
import { ListStatus } from './ListStatus';
import { usePagedList } from './use-paged-list';
import styles from './ItemGalleryTab.module.css';

const PAGE_SIZE = 24;

export function ItemGalleryTab({ kind, id }: ItemTabProps) {
  const { t } = useTranslation();
  const list = usePagedList<ItemPhoto, ItemGalleryPage>(`${kind}:${id}:gallery`, (page) => fetchItemTab(kind, id, 'gallery', page), PAGE_SIZE);
  return (
    <section aria-label={t('catalogue.tabs.gallery')}>
      {!list.error && (
        <ul className={styles.grid} aria-busy={list.items === null}>
          {list.items === null
            ? Array.from({ length: 8 }, (_, i) => <li key={i} className={`skeleton ${styles.tile}`} />)
            : list.items.map((photo) => (
              <li key={photo.id} className={styles.tile}>
                <Link to="/diaries/$id/week/$week" params={{ id: photo.diary_id, week: photo.week_id }} className={styles.link}>
                  <Photo photo={photo} alt={photo.comment || t('catalogue.photoAlt')} sizes="(max-width: 600px) 33vw, 200px" className={styles.image} />
                </Link>
              </li>
            ))}
        </ul>
      )}
      <ListStatus list={list} emptyText={t('catalogue.empty.gallery')} />
    </section>
  );
}
