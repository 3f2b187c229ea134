// Type-ahead over a catalogue section: debounced, the newest text wins, from the API or (offline) from the device.
import { useEffect, useState } from 'react';
import type { PickerSection } from '@/domain/catalogue/catalogue-picker';
import type { ItemRef } from '@/domain/diary/diary';
import { searchCatalogue } from '@/features/catalogue-picker/picker-store';

const DEBOUNCE_MS = 150;
const LIMIT = 20;

export interface CatalogueSearch {
  items: ItemRef[];
  /** The items came from this device because the API could not be reached. */
  offline: boolean;
  /** The items answer an earlier text; the current one is being searched. */
  searching: boolean;
}

/** Items of `section` matching `query` (none for blank text). */
export function useCatalogueSearch(section: PickerSection, query: string): CatalogueSearch {
  const text = query.trim();
  const [answer, setAnswer] = useState({ text: '', items: [] as ItemRef[], offline: false });

  useEffect(() => {
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchCatalogue(section, text, { limit: LIMIT, signal: controller.signal })
        .then((found) => {
          if (!controller.signal.aborted) setAnswer({ text, ...found });
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.warn('Catalogue search failed', error);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [section, text]);

  if (!text) return { items: [], offline: answer.offline, searching: false };
  if (answer.text === text) return { items: answer.items, offline: answer.offline, searching: false };
  // Until the new answer comes, the last one narrowed to what still matches (no flicker while typing on).
  const lower = text.toLowerCase();
  const matching = (name: string | null) => name?.toLowerCase().includes(lower) ?? false;
  return { items: answer.items.filter((item) => matching(item.name) || matching(item.brand_name)), offline: answer.offline, searching: true };
}
