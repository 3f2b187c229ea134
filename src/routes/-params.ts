// Path params parsed once, in the route definitions: screens get numbers, and a segment that names nothing is the 404 page.
import { notFound } from '@tanstack/react-router';
import { parseId } from '@/domain/ids';

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
