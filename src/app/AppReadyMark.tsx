// Marks the app's element once the app runs in it (hydrated, or rendered by the client): `data-ready` tells a test,
// or a tool watching the page, that taps and typing now reach the app rather than the server's inert HTML; the
// loader of a page rendered on the server hears it too, and hands over what was done before (src/app/early-input.ts).
// Every layout renders it: the router hydrates the routes below its root in a Suspense boundary of their own, after
// the root, so a mark beside the router would be set while the page was still the server's.
import { useEffect } from 'react';
import { READY_EVENT } from './paint-first-code';

export function AppReadyMark() {
  useEffect(() => {
    const app = document.getElementById('app');
    if (!app || 'ready' in app.dataset) return;
    app.dataset.ready = '';
    document.dispatchEvent(new Event(READY_EVENT));
  }, []);
  return null;
}
