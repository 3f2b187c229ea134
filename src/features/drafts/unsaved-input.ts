// Which editors hold input not yet saved to the server, so an app update never reloads over it (spec §4).

const dirty = new Set<string>();

/** Marks an editor (by a key of its own) as holding unsaved input, or not any more. */
export function markUnsavedInput(key: string, unsaved: boolean): void {
  if (unsaved) dirty.add(key);
  else dirty.delete(key);
}

/** True while any open editor holds unsaved input. */
export function hasUnsavedInput(): boolean {
  return dirty.size > 0;
}
