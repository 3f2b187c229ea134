// Rules of saving for offline: an item's key, the pictures an API answer shows, what removing an item may delete.

export type SavedItemType = 'diary' | 'strain' | 'breeder';

/** The key of a saved item in IndexedDB. */
export function savedItemKey(type: SavedItemType, id: number): string {
  return `${type}:${id}`;
}

/** Fields of API answers that hold a picture to keep: photos in their medium size, avatars and logos. */
const PICTURE_FIELDS = new Set(['size_m', 'avatar', 'avatar_small', 'avatar_little']);

/** The pictures (same-site paths) an API answer or stored row shows, each once, in order of appearance. */
export function pictureUrls(data: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value && typeof value === 'object') {
      for (const [field, inner] of Object.entries(value)) {
        if (PICTURE_FIELDS.has(field) && typeof inner === 'string' && inner.startsWith('/') && !inner.startsWith('//')) found.add(inner);
        else visit(inner);
      }
    }
  };
  visit(data);
  return [...found];
}

/** URLs of a removed (or re-saved) item's old copies that no other saved item holds: those may be deleted. */
export function urlsOnlyIn(urls: readonly string[], otherItems: readonly (readonly string[])[]): string[] {
  const kept = new Set(otherItems.flat());
  return urls.filter((url) => !kept.has(url));
}
