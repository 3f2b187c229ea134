// The live connection while the app is open: one EventSource on GET /api/live for the signed-in grower. The browser
// reconnects by itself and sends Last-Event-ID; when the stream is closed for good (the server refused, or went away
// between reconnects) it is opened again after a growing pause, resuming from the last id seen. Listeners register
// per event type (notifications here; chats may add theirs).
import { apiUrl } from '@/sync/transport/http';

export type LiveHandler = (data: unknown) => void;

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 60_000;
/** Sent by the server when the events after our last id are gone: reload everything. */
export const LIVE_RESET = 'reset';

const handlers = new Map<string, Set<LiveHandler>>();
let source: EventSource | null = null;
/** The connection's note of each event it received (its id, to resume from). */
let seen: (event: MessageEvent) => void = () => {};

function dispatch(type: string) {
  return (event: Event) => {
    seen(event as MessageEvent);
    const raw = (event as MessageEvent<string>).data;
    let data: unknown = null;
    try {
      data = raw ? JSON.parse(raw) : null;
    } catch {
      return;
    }
    for (const handler of handlers.get(type) ?? []) handler(data);
  };
}

/** Hears events of `type` while connected; returns the function that stops. */
export function onLiveEvent(type: string, handler: LiveHandler): () => void {
  const known = handlers.has(type);
  handlers.set(type, (handlers.get(type) ?? new Set()).add(handler));
  if (!known) source?.addEventListener(type, dispatch(type));
  return () => { handlers.get(type)?.delete(handler); };
}

/** Opens the live connection with `token`; returns the function that closes it for good. */
export function connectLive(token: string): () => void {
  let lastId = '';
  let retry = RETRY_MIN_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const open = () => {
    const es = new EventSource(apiUrl('/api/live', { token, last_event_id: lastId || undefined }));
    source = es;
    seen = (event) => {
      if (event.lastEventId) lastId = event.lastEventId;
      retry = RETRY_MIN_MS;
    };
    for (const type of handlers.keys()) es.addEventListener(type, dispatch(type));
    es.addEventListener('ready', (event) => seen(event));
    es.onerror = () => {
      // CONNECTING: the browser retries by itself. CLOSED: we open it again later, from the last id seen.
      if (es.readyState !== EventSource.CLOSED || closed) return;
      timer = setTimeout(open, retry);
      retry = Math.min(retry * 2, RETRY_MAX_MS);
    };
  };
  open();
  return () => {
    closed = true;
    if (timer !== null) clearTimeout(timer);
    source?.close();
    source = null;
  };
}
