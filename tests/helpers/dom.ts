// Component tests in jsdom: a fresh React root per test with the app's strings loaded, and waiting and typing as a person would.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { initI18n, loadScreenStrings } from '@/i18n/i18n';

export interface DomRoot {
  /** The element the test renders into (new for each test). */
  container: HTMLDivElement;
  root: Root;
  render: (node: ReactNode) => void;
}

/** Registers the hooks that give each test of the file its own mounted root; read the fields inside tests. */
export function mountRootPerTest(): DomRoot {
  const dom = { render: (node: ReactNode) => act(() => dom.root.render(node)) } as DomRoot;
  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await initI18n();
    await loadScreenStrings();
  });
  beforeEach(() => {
    dom.container = document.body.appendChild(document.createElement('div'));
    dom.root = createRoot(dom.container);
  });
  afterEach(() => {
    act(() => dom.root.unmount());
    dom.container.remove();
  });
  return dom;
}

/** Retries `check` (an expectation) until it passes, letting React work in between; throws its last failure after `timeout` ms. */
export async function waitFor(check: () => void, timeout = 3000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - start > timeout) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
  }
}

/** Replaces the field's text as typing does: React sees an input event with the new value. */
export function typeInto(input: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  act(() => {
    input.focus();
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
