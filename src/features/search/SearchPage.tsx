// /search?query=: every group of results for a text, from the API or, offline, from what this device stores (it says so).
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { searchTitle } from '@/domain/discovery/discovery-titles';
import { MAX_SEARCH_GROUP, MAX_SEARCH_QUERY } from '@/domain/discovery/search-limits';
import { describeError } from '@/sync/transport/http';
import { usePageTitle } from '@/ui/use-page-title';
import { DiaryGrid } from '../diaries/DiaryGrid';
import { useSearch, searchOptions } from './use-search';
import styles from './SearchPage.module.css';

const LIST_GROUPS = ['strains', 'growers', 'brands', 'products'] as const;

export function SearchPage({ query }: { query: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  usePageTitle(searchTitle(query));
  const [typed, setTyped] = useState(query);
  const search = useSearch(query, MAX_SEARCH_GROUP);
  const results = search.answered === query.trim() ? search.results : null;
  const options = searchOptions(results);

  return (
    <div className="page">
      <h1>{t('discovery.search.title')}</h1>
      <form role="search" className={styles.form} onSubmit={(event) => {
        event.preventDefault();
        if (typed.trim()) router.history.replace(`/search?query=${encodeURIComponent(typed.trim())}`);
      }}>
        <input className="text-input" type="search" name="query" value={typed} onChange={(e) => setTyped(e.target.value)} aria-label={t('discovery.search.label')} placeholder={t('discovery.search.placeholder')} maxLength={MAX_SEARCH_QUERY} />
        <button type="submit" className="button button-primary">{t('discovery.search.submit')}</button>
      </form>
      {!query.trim() && <p className={styles.muted}>{t('discovery.search.prompt')}</p>}
      {search.searching && <p className={styles.muted} role="status">{t('discovery.search.searching')}</p>}
      {search.error !== null && search.answered === query.trim() && <p className="message message-error" role="alert">{describeError(search.error)}</p>}
      {results?.offline && <p className="message message-warn" role="status">{t('discovery.search.fromDevice')}</p>}
      {results && options.length === 0 && <p className={styles.muted}>{t('discovery.search.none', { query: query.trim() })}</p>}
      {results && results.diaries.length > 0 && (
        <section className={styles.group}>
          <h2>{t('discovery.search.groups.diaries')}</h2>
          <DiaryGrid diaries={results.diaries} />
        </section>
      )}
      {LIST_GROUPS.map((group) => {
        const items = options.filter((option) => option.group === group);
        if (items.length === 0) return null;
        return (
          <section key={group} className={styles.group}>
            <h2>{t(`discovery.search.groups.${group}`)}</h2>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.key}>
                  <a href={item.href} onClick={(event) => { event.preventDefault(); router.history.push(item.href); }}>{item.name}</a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
