// The header's search box: a plain search form (it works before any script of its own); its type-ahead list is a
// lazy chunk loaded when the box gets focus.
import { useRouter } from '@tanstack/react-router';
import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { MAX_SEARCH_QUERY } from '@/domain/discovery/search-limits';
import type { SearchPanelProps } from './SearchPanel';
import styles from './SearchBox.module.css';

export function SearchBox() {
  const { t } = useTranslation();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [Panel, setPanel] = useState<ComponentType<SearchPanelProps> | null>(null);
  const load = () => {
    if (!Panel) void import('./SearchPanel').then((m) => setPanel(() => m.SearchPanel));
  };
  return (
    <form role="search" action="/search" className={styles.box} onSubmit={(event) => {
      event.preventDefault();
      const query = input.current?.value.trim();
      if (query) router.history.push(`/search?query=${encodeURIComponent(query)}`);
    }}>
      <input ref={input} name="query" type="search" className={styles.input} aria-label={t('nav.search')} placeholder={t('nav.search')} maxLength={MAX_SEARCH_QUERY} autoComplete="off" onFocus={load} onPointerEnter={load} />
      {Panel && <Panel input={input} />}
    </form>
  );
}
