// Ids in paths.

/** A path segment as a positive integer id, or null when it is not one (the route answers 404). */
export function parseId(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2 ** 31 - 1 ? id : null;
}
