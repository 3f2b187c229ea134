// The week editors' address: which week ({week} is an id, temporary ids included, or 'new') and the phase of a new one.
import { parseEntityId } from '@/domain/api/ids';

/** A week id, or 'new' to add a week. */
export type WeekParam = number | 'new';

/** The growing phases a new week may start in (a harvest week has its own editor). */
export type GrowingFaza = -1 | 0 | 1;

/** The {week} segment, or null when it names no week (the route answers 404). */
export function parseWeekParam(segment: string): WeekParam | null {
  return segment === 'new' ? 'new' : parseEntityId(segment);
}

/** The search of a growing-week editor: `?faza=-1|0|1` picks the phase of a new week. */
export function validateEditorSearch(search: Record<string, unknown>): { faza?: GrowingFaza } {
  const faza = Number(search.faza);
  return search.faza !== undefined && search.faza !== '' && (faza === -1 || faza === 0 || faza === 1) ? { faza } : {};
}
