// Checks the build manifest every 10 minutes while the page is visible, when it regains focus and when the network
// returns; a newer build reloads the tab at its path, or is offered while an editor holds unsaved input (spec §4).
import { createRoot, type Root } from 'react-dom/client';
import { hasUnsavedInput } from '@/features/drafts/unsaved-input';
import { loadScreenStrings } from '@/i18n/i18n';
import { fetchLatestBuild, type BuildInfo } from '@/features/app-updates/latest-build';
import { activateNewWorker } from './activate-update';
import { decideUpdate } from './update-decision';
import { UpdateNotice } from './UpdateNotice';

export const UPDATE_CHECK_MS = 10 * 60 * 1000;
/** The build this tab last reloaded for (per tab, so a reload that did not bring it never loops). */
const RELOADED_FOR = 'growdiaries-reloaded-for';

/** The build running in this page (written by the build, see vite.config.ts). */
export const CURRENT_BUILD: BuildInfo = { build_id: import.meta.env.VITE_BUILD_ID, built_at: import.meta.env.VITE_BUILT_AT };

export interface UpdateCheckerState { lastCheck: { at: number; latest: BuildInfo | null; decision: string } | null }
export const updateCheckerState: UpdateCheckerState = { lastCheck: null };

/** A field being typed in (sign-in, search, any form without a draft): its text would be lost by a reload. */
function isTyping(): boolean {
  const field = document.activeElement;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) return field.value !== '';
  return field instanceof HTMLElement && field.isContentEditable;
}

/** Reloads at the current path once the newest worker controls the page. */
async function applyUpdate(latest: BuildInfo): Promise<void> {
  sessionStorage.setItem(RELOADED_FOR, latest.build_id);
  await activateNewWorker();
  location.reload();
}

let notice: { root: Root; container: HTMLElement } | null = null;
/** The build whose offer the grower put off ("Later"): not offered again in this page. */
let putOff: string | null = null;

function hideNotice(): void {
  notice?.root.unmount();
  notice?.container.remove();
  notice = null;
}

async function offerUpdate(latest: BuildInfo): Promise<void> {
  if (putOff === latest.build_id) return;
  // The notice's words are screen strings: a first visit has not loaded them.
  await loadScreenStrings();
  if (!notice) {
    const container = document.body.appendChild(document.createElement('div'));
    notice = { root: createRoot(container), container };
  }
  const dismiss = () => {
    putOff = latest.build_id;
    hideNotice();
  };
  notice.root.render(<UpdateNotice update={() => applyUpdate(latest)} dismiss={dismiss} />);
}

/** Starts the checks; answers a function that stops them. */
export function startUpdateChecker(): () => void {
  let checking = false;
  /** A check asked for while one runs (focus during the start-up check) runs right after it. */
  let askedAgain = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  const check = async (): Promise<void> => {
    if (document.visibilityState !== 'visible') return;
    if (checking) {
      askedAgain = true;
      return;
    }
    checking = true;
    try {
      const latest = await fetchLatestBuild();
      const decision = decideUpdate(CURRENT_BUILD, latest, { unsavedInput: hasUnsavedInput() || isTyping(), reloadedFor: sessionStorage.getItem(RELOADED_FOR) });
      updateCheckerState.lastCheck = { at: Date.now(), latest, decision };
      if (decision === 'reload') await applyUpdate(latest!);
      if (decision === 'offer') await offerUpdate(latest!);
    } finally {
      checking = false;
    }
    if (askedAgain) {
      askedAgain = false;
      await check();
    }
  };
  const run = () => void check().catch((error: unknown) => console.warn('Update check failed', error));
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      if (timer !== null) clearInterval(timer);
      timer = null;
      return;
    }
    run();
    timer ??= setInterval(run, UPDATE_CHECK_MS);
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('focus', run);
  window.addEventListener('online', run);
  onVisibility();
  return () => {
    if (timer !== null) clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('focus', run);
    window.removeEventListener('online', run);
  };
}
