// The hooks of a brand's nutrient schemes: the stored schemes, read live from the device and refreshed when shown.
import { useLiveQuery } from 'dexie-react-hooks';
import { useRefresh } from '@/ui/use-refresh';
import { readBrandScheme, readBrandSchemes, readNutrientUnit, readWaitingSchemes, refreshBrandSchemes } from './scheme-store';

/** A brand's stored schemes by name with the targets of their waiting changes, refreshed when shown. */
export function useBrandSchemes(brandId: number) {
  const refresh = useRefresh(`brand-schemes:${brandId}`, () => refreshBrandSchemes(brandId));
  const schemes = useLiveQuery(() => readBrandSchemes(brandId), [brandId]);
  const waiting = useLiveQuery(readWaitingSchemes, []) ?? new Set<string>();
  return { schemes, waiting, refresh };
}

/** One scheme of the device (undefined while it loads, null when there is none). */
export function useBrandScheme(id: number) {
  return useLiveQuery(async () => (await readBrandScheme(id)) ?? null, [id]);
}

/** The unit the editor's doses are typed in: the grower's nutrient unit (undefined until it is read). */
export function useNutrientUnit() {
  return useLiveQuery(readNutrientUnit, []);
}
