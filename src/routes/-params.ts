// Path params parsed once, in the route definitions: screens get numbers, and a segment that names nothing is the 404 page.
import { notFound } from '@tanstack/react-router';
import { parseEntityId, parseId } from '@/domain/api/ids';
import { parseWeekParam, type WeekParam } from '@/features/week-editor/editor-params';

/** The parsed segment, or the 404 page when it names nothing. */
function found<T>(value: T | null): T {
  if (value === null) throw notFound();
  return value;
}

/** {id}: a positive server id (a strain). */
export const serverIdParams = {
  parse: ({ id }: { id: string }) => ({ id: found(parseId(id)) }),
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};

/** {id}: something a grower can open, by its server id or its temporary (negative) id made on this device (a diary). */
export const entityIdParams = {
  parse: ({ id }: { id: string }) => ({ id: found(parseEntityId(id)) }),
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};

/** {week}: a week, by its server id or its temporary id. */
export const weekIdParams = {
  parse: ({ week }: { week: string }) => ({ week: found(parseEntityId(week)) }),
  stringify: ({ week }: { week: number }) => ({ week: String(week) }),
};

/** {week} of a week editor: a week's id, or 'new' to add one. */
export const editedWeekParams = {
  parse: ({ week }: { week: string }) => ({ week: found(parseWeekParam(week)) }),
  stringify: ({ week }: { week: WeekParam }) => ({ week: String(week) }),
};

/** The parse and stringify of a route whose param `key` must be one of `names` (a tab, a settings page). */
export function oneOfParams<const K extends string, const N extends string>(key: K, names: readonly N[]) {
  return {
    parse: (params: Record<K, string>): Record<K, N> => {
      const value = params[key];
      if (!(names as readonly string[]).includes(value)) throw notFound();
      return { [key]: value } as Record<K, N>;
    },
    stringify: (params: Record<K, N>): Record<K, string> => params,
  };
}
