// Server ids that replaced temporary ids made on this device: for one id, and for an address naming them.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';

/** The server id that replaced a temporary id (undefined while loading, null when none yet). */
export function useRealId(id: number): number | null | undefined {
  return useLiveQuery(async () => (id < 0 ? ((await db.idMap.get(id))?.real ?? null) : null), [id]);
}

/**
 * `pathname` with each temporary id in it (a negative number segment) replaced by its server id, once known;
 * undefined until read for this very pathname (a live query keeps its last answer while it reads the next one).
 */
export function useRealPathname(pathname: string): string | undefined {
  const answer = useLiveQuery(async () => {
    const segments = pathname.split('/');
    const temps = segments.filter((segment) => /^-\d+$/.test(segment)).map(Number);
    if (!temps.length) return { pathname, real: pathname };
    const mapped = await db.idMap.bulkGet(temps);
    const real = new Map(mapped.flatMap((m) => (m ? [[m.temp, m.real] as const] : [])));
    return { pathname, real: segments.map((segment) => (/^-\d+$/.test(segment) ? String(real.get(Number(segment)) ?? segment) : segment)).join('/') };
  }, [pathname]);
  return answer?.pathname === pathname ? answer.real : undefined;
}
