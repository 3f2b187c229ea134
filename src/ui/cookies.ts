// Reading the document's cookies.

/** The value of a cookie, or null when it is not set. */
export function readCookie(name: string): string | null {
  const match = document.cookie.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name}=`));
  return match === undefined ? null : decodeURIComponent(match.slice(name.length + 1));
}

/** Whether a cookie of this name is set. */
export function hasCookie(name: string): boolean {
  return readCookie(name) !== null;
}
