// Ids in paths.

/** A path segment as a positive integer id, or null when it is not one (the route answers 404). */
export function parseId(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2 ** 31 - 1 ? id : null;
}

/** A path segment as an id of something a grower can open: a server id, or a temporary (negative) id made on this device. */
export function parseEntityId(segment: string): number | null {
  if (/^-[1-9]\d{0,15}$/.test(segment)) return Number(segment);
  return parseId(segment);
}
