// Answers the server read for the page it rendered (server rendering of first visits, docs/server-rendering.md):
// keyed like route prefetches (`diary:12`), given to the hooks as their first value on both sides so the server's
// HTML and the client's first render agree, before IndexedDB has answered. The server provides them per request;
// the client reads them once from the page (the `gd-initial` script) and writes them where a fetch would have.
import { createContext, useContext } from 'react';

export type InitialAnswers = ReadonlyMap<string, unknown>;

const NONE: InitialAnswers = new Map();

export const InitialAnswersContext = createContext<InitialAnswers>(NONE);

/** The answer the page was rendered with for `key`, if any. */
export function useInitialAnswer<T>(key: string): T | undefined {
  return useContext(InitialAnswersContext).get(key) as T | undefined;
}

/** Whether this page was rendered on the server (it came with answers): what only the device knows (the session)
 * is shown as a guest sees it until known, as the server drew it. */
export function useServerRendered(): boolean {
  return useContext(InitialAnswersContext).size > 0;
}

/** The id of the script element that carries the answers in the HTML. */
export const INITIAL_ANSWERS_ID = 'gd-initial';

/** The answers written into the page by the server (none for the shell). */
export function readInitialAnswers(): InitialAnswers {
  const script = typeof document === 'undefined' ? null : document.getElementById(INITIAL_ANSWERS_ID);
  if (!script?.textContent) return NONE;
  try {
    return new Map(Object.entries(JSON.parse(script.textContent) as Record<string, unknown>));
  } catch {
    return NONE;
  }
}
