// Keeps catalogue sections on the device for offline search, in the background, when a screen opens online.
import { useEffect } from 'react';
import type { PickerSection } from '@/domain/catalogue/catalogue-picker';
import { keepSectionOffline } from '@/features/catalogue-picker/picker-store';
import { isOnline } from '@/sync/transport/connectivity';

/** Fetches `sections` one after another (each at most once a day); `sections` should be a constant. */
export function useKeepCatalogueOffline(sections: readonly PickerSection[]): void {
  useEffect(() => {
    if (!isOnline()) return;
    void (async () => {
      for (const section of sections) await keepSectionOffline(section);
    })().catch((error: unknown) => console.warn('Catalogue not kept offline', error));
  }, [sections]);
}
