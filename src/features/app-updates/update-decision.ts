// What to do when the build manifest names another build (spec §4): reload to it, offer it, or nothing.
import type { BuildInfo } from '@/features/app-updates/latest-build';

export type UpdateDecision = 'none' | 'reload' | 'offer';

export interface UpdateContext {
  /** An editor holds input not saved yet: never reload over it. */
  unsavedInput: boolean;
  /** The build this tab already reloaded for: when it still runs the old one, reloading again would loop. */
  reloadedFor: string | null;
}

/** A newer build reloads the tab, unless there is unsaved input (then it is offered) or this tab already reloaded for it. */
export function decideUpdate(current: BuildInfo, latest: BuildInfo | null, context: UpdateContext): UpdateDecision {
  if (!latest || latest.build_id === current.build_id) return 'none';
  const latestAt = Date.parse(latest.built_at);
  if (!Number.isFinite(latestAt) || latestAt <= Date.parse(current.built_at)) return 'none';
  if (context.reloadedFor === latest.build_id) return 'none';
  return context.unsavedInput ? 'offer' : 'reload';
}

/** How long a reload for a failed chunk counts as recent: a second failure within it shows the error instead. */
export const CHUNK_RELOAD_GUARD_MS = 30_000;

/** A failed chunk load reloads the page at its route once; again only after the guard time, so it never loops. */
export function mayReloadForChunk(last: { path: string; at: number } | null, path: string, now: number): boolean {
  return !last || last.path !== path || now - last.at > CHUNK_RELOAD_GUARD_MS;
}
