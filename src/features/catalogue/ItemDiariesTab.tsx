// The diaries tab of a catalogue page: visible diaries using the product (or any product of the brand).
import { useTranslation } from '@/i18n/use-translation';
import type { CatalogueItemKind, ItemDiariesPage } from '@/domain/catalogue/catalogue-items';
import type { DiaryCard } from '@/domain/diary/diary';
import { DiaryGrid } from '@/features/diaries/DiaryGrid';
import { fetchItemTab } from '@/features/catalogue/catalogue-store';
import { ListStatus } from './ListStatus';
import { usePagedList } from './use-paged-list';

export interface ItemTabProps { kind: CatalogueItemKind; id: number }

export function ItemDiariesTab({ kind, id }: ItemTabProps) {
  const { t } = useTranslation();
  const list = usePagedList<DiaryCard, ItemDiariesPage>(`${kind}:${id}:diaries`, (page) => fetchItemTab(kind, id, 'diaries', page));
  return (
    <section aria-label={t('catalogue.tabs.diaries')}>
      {!list.error && <DiaryGrid diaries={list.items} />}
      <ListStatus list={list} emptyText={t('catalogue.empty.diaries')} />
    </section>
  );
}
