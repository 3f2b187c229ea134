// Asks the service worker to keep a short's clip the grower watched, so it plays again offline (sw/short-videos.ts).

export const KEEP_VIDEO_MESSAGE = 'keep-video';

/** Tells the worker (when one controls the page) to keep the clip at `url`; nothing happens without one. */
export function keepClipForOffline(url: string): void {
  navigator.serviceWorker?.controller?.postMessage({ type: KEEP_VIDEO_MESSAGE, url });
}
