// The visible notification list: messages the server sends in a response's `details` field.
export interface Notice { id: number; text: string }

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Adds a message (a string, or each string of an array) to the list. */
export function pushNotice(details: unknown): void {
  const texts = (Array.isArray(details) ? details : [details]).filter((d): d is string => typeof d === 'string' && d.trim() !== '');
  if (texts.length === 0) return;
  notices = [...notices, ...texts.map((text) => ({ id: nextId++, text }))];
  emit();
}

/** Removes one message. */
export function dismissNotice(id: number): void {
  notices = notices.filter((n) => n.id !== id);
  emit();
}

/** The current list (a stable array between changes, for useSyncExternalStore). */
export function getNotices(): readonly Notice[] {
  return notices;
}

/** Calls back on every change; returns the unsubscribe function. */
export function subscribeNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
