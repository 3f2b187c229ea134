// The ad runtime (deferred, never in the first load): after each page finishes it waits 500 ms, loads the section's
// banners, waits 200 ms more and fills the page's ad slots; it keeps the statistics queue flushing. Bots get nothing.
import type { AnyRouter } from '@tanstack/react-router';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { pickByWeight, PLACEMENT_BANNER_KIND, type AdPlacement } from '@/domain/ads/ad-kinds';
import { adSectionOf, IGNORED_AD_SECTIONS } from '@/domain/ads/ad-sections';
import { slotsKeepRoom } from '@/domain/ads/slot-room';
import type { AdBanner as AdBannerData, AdList } from '@/domain/ads/ads';
import { isBotAgent } from '@/domain/telemetry/access';
import { loadScreenStrings } from '@/i18n/i18n';
import { describeError } from '@/sync/transport/http';
import { loadAds } from '@/features/ads/banner-store';
import { beaconAdStats, flushAdStats, primeAdStats, queueAdStat } from '@/sync/telemetry/ad-stats';
import { scheduleAdStatFlushes } from '@/sync/telemetry/ad-stats-schedule';
import { AdBanner } from './AdBanner';
import { adRuntimeStore } from './ad-runtime-state';

/** Spec §9: ads apply 500 ms after a page finishes and 200 ms after their GET. */
export const AFTER_PAGE_MS = 500;
export const AFTER_GET_MS = 200;

const SLOT_SELECTOR = '[data-ad-slot]';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface PageAds { section: string; list: AdList; picks: Map<string, AdBannerData | null> }

export function startAdRuntime(router: AnyRouter): void {
  if (isBotAgent(navigator.userAgent)) {
    document.documentElement.dataset.ads = 'off';
    adRuntimeStore.set({ status: 'skipped (bot)' });
    return;
  }
  adRuntimeStore.set({ status: 'running' });
  void primeAdStats();
  scheduleAdStatFlushes({ flush: flushAdStats, beacon: beaconAdStats });

  const roots = new Map<Element, { root: Root; key: string }>();
  let page: PageAds | null = null;
  let lastLoadFailed = false;
  let generation = 0;
  const navigate = (url: string) => router.history.push(url);
  /** Opens or folds the page's empty ad boxes by the rule of src/domain/ads/slot-room.ts. */
  const markSlots = (adFree: boolean) => {
    const open = slotsKeepRoom({ adFree, bannersShown: page !== null, online: navigator.onLine, lastLoadFailed });
    document.documentElement.dataset.ads = open ? 'on' : 'off';
  };

  /** The banner a slot shows on this page: one pick per placement (and products, for buttons), by weight. */
  function pick(current: PageAds, placement: AdPlacement, products: string): AdBannerData | null {
    const id = `${placement}:${products}`;
    if (!current.picks.has(id)) {
      const kind = PLACEMENT_BANNER_KIND[placement];
      const sold = new Set(products.split(',').map(Number));
      const items = (kind === 'button' ? current.list.items_button ?? [] : current.list[`items_${kind}`])
        .filter((banner) => kind !== 'button' || (banner.product_id !== null && sold.has(banner.product_id)));
      current.picks.set(id, pickByWeight(items, Math.random()));
    }
    return current.picks.get(id) ?? null;
  }

  function fillSlots(): void {
    for (const [element, { root }] of roots) {
      if (!element.isConnected) {
        root.unmount();
        roots.delete(element);
      }
    }
    const current = page;
    if (!current) return;
    const shown: { placement: AdPlacement; id: number; title: string }[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(SLOT_SELECTOR)) {
      const placement = element.dataset.adSlot as AdPlacement;
      const banner = pick(current, placement, element.dataset.adProducts ?? '');
      if (banner) shown.push({ placement, id: banner.id, title: banner.title });
      const key = `${generation}:${banner?.id ?? 'none'}`;
      const known = roots.get(element);
      if (known?.key === key) continue;
      const root = known?.root ?? createRoot(element);
      roots.set(element, { root, key });
      const record = (action: 'view' | 'click') => {
        void queueAdStat({ i: banner!.id, t: placement, s: current.section, a: action })
          .then(() => (action === 'click' ? flushAdStats() : undefined))
          .catch((error: unknown) => console.warn('Ad statistics not kept', error));
      };
      // A transition: banners render in slices, never as one long task beside the page's own work.
      startTransition(() => root.render(banner ? <AdBanner key={key} banner={banner} placement={placement} record={record} navigate={navigate} /> : null));
    }
    adRuntimeStore.set({ shown });
  }

  function clearSlots(): void {
    page = null;
    for (const { root } of roots.values()) root.unmount();
    roots.clear();
    adRuntimeStore.set({ shown: [] });
  }

  async function apply(): Promise<void> {
    const run = ++generation;
    const section = adSectionOf(location.pathname);
    const ignored = (IGNORED_AD_SECTIONS as readonly string[]).includes(section);
    markSlots(ignored);
    adRuntimeStore.set({ section });
    if (ignored) return clearSlots();
    await wait(AFTER_PAGE_MS);
    if (run !== generation) return;
    let list: AdList;
    try {
      list = await loadAds(section);
      adRuntimeStore.set({ lastLoad: { at: Date.now() }, offered: { header: list.items_header.length, box: list.items_box.length, cpm: list.items_cpm.length, button: list.items_button?.length ?? 0 } });
    } catch (error) {
      // Offline or refused: slots showing earlier banners keep them; empty boxes fold away until a page loads banners.
      lastLoadFailed = true;
      adRuntimeStore.set({ lastLoad: { at: Date.now(), error: describeError(error) } });
      markSlots(false);
      return;
    }
    lastLoadFailed = false;
    await wait(AFTER_GET_MS);
    if (run !== generation) return;
    page = { section, list, picks: new Map() };
    markSlots(false);
    fillSlots();
  }

  // Slots appear later too (a diary's button once its data is there, a page rendered after the fill).
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      fillSlots();
    });
  }).observe(document.body, { childList: true, subtree: true });

  router.subscribe('onResolved', () => void apply());
  void loadScreenStrings().then(() => apply());
}
