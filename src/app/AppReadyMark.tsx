// Marks the app's element once the app runs in it (hydrated, or rendered by the client): `data-ready` tells a test,
// or a tool watching the page, that taps and typing now reach the app rather than the server's inert HTML.
import { useEffect } from 'react';

export function AppReadyMark({ container }: { container: HTMLElement }) {
  useEffect(() => {
    container.dataset.ready = '';
  }, [container]);
  return null;
}
