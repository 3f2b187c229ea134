// Search as you type: debounced, the newest text wins, from the API or (offline) from this device.
import { useEffect, useState } from 'react';
import { searchEverywhere, type SearchResults } from '@/features/search/search-store';

const DEBOUNCE_MS = 200;

export interface SearchState {
  /** Results of the text searched last (null before the first answer). */
  results: SearchResults | null;
  /** The text the results answer. */
  answered: string;
  searching: boolean;
  error: unknown;
}

export function useSearch(query: string, limit: number): SearchState {
  const text = query.trim();
  const [state, setState] = useState<Omit<SearchState, 'searching'>>({ results: null, answered: '', error: null });
  useEffect(() => {
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchEverywhere(text, { limit, signal: controller.signal }).then(
        (results) => !controller.signal.aborted && setState({ results, answered: text, error: null }),
        (error: unknown) => !controller.signal.aborted && setState({ results: null, answered: text, error }),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, limit]);
  return { ...state, searching: Boolean(text) && state.answered !== text };
}

export interface SearchOption { key: string; href: string; name: string; group: keyof Omit<SearchResults, 'offline'> }

/** The results as one list of links, in group order. */
export function searchOptions(results: SearchResults | null): SearchOption[] {
  if (!results) return [];
  return [
    ...results.strains.map((s) => ({ key: `s${s.id}`, href: `/strains/${s.id}`, name: s.brand_name ? `${s.name} · ${s.brand_name}` : s.name, group: 'strains' as const })),
    ...results.diaries.map((d) => ({ key: `d${d.id}`, href: `/diaries/${d.id}`, name: d.name, group: 'diaries' as const })),
    ...results.growers.map((u) => ({ key: `u${u.id}`, href: `/grower/${u.id}`, name: u.name, group: 'growers' as const })),
    ...results.brands.map((b) => ({ key: `b${b.id}`, href: b.link, name: b.name, group: 'brands' as const })),
    ...results.products.map((p) => ({ key: `p${p.id}`, href: p.link, name: p.brand_name ? `${p.name} · ${p.brand_name}` : p.name, group: 'products' as const })),
  ];
}
