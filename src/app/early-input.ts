// What a reader does on a page rendered on the server before its app runs (src/app/paint-first.ts): a tap on a
// button (or a form sent) is held and done again once the app runs, and what was typed into a field is announced to
// the app then, so neither is lost. A link, or a form with an action, opens its page as it would without the app.
import { HYDRATING_EVENT, READY_EVENT } from './paint-first-code';

/** What a tap reaches that only the app can answer; links and plain text are left to the browser. */
const CONTROLS = 'button, [role=button], summary, label, input[type=checkbox], input[type=radio]';

/** A tap held longer than this is not done again: the reader has moved on. */
const HELD_FOR_MS = 10_000;

type Held = { at: number } & ({ control: HTMLElement } | { form: HTMLFormElement });

let held: Held | null = null;
const typedInto = new Set<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>();

const inApp = (target: EventTarget | null): target is Element => target instanceof Element && target.closest('#app') !== null;

function holdTap(event: MouseEvent): void {
  if (!inApp(event.target) || event.target.closest('a[href]')) return;
  const control = event.target.closest<HTMLElement>(CONTROLS);
  if (!control) return;
  event.preventDefault();
  event.stopPropagation();
  held = { control, at: performance.now() };
}

function holdSubmit(event: SubmitEvent): void {
  // A form that names where it goes (the header's search) works without the app, as a link does.
  if (!inApp(event.target) || !(event.target instanceof HTMLFormElement) || event.target.hasAttribute('action')) return;
  event.preventDefault();
  held = { form: event.target, at: performance.now() };
}

function noteTyping(event: Event): void {
  const field = event.target;
  if (inApp(field) && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) typedInto.add(field);
}

/** React took the field's typed value as its starting point: set back to empty through the element (React's value
 * tracker hears that), the typed text is written past the tracker and sent as the input event the app missed. */
function announceTyped(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const typed = field.value;
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function doAgain(tap: Held): void {
  if ('control' in tap) {
    if (tap.control.isConnected) tap.control.click();
  } else if (tap.form.isConnected) tap.form.requestSubmit();
}

/** Each in a task of its own, outside the app's render (the ready signal comes from its effect, where React would not
 * hear an event): what was typed, then the tap, so that a form sent reads what was typed. */
function replay(): void {
  setTimeout(() => {
    typedInto.forEach(announceTyped);
    typedInto.clear();
    const tap = held;
    held = null;
    if (tap && performance.now() - tap.at <= HELD_FOR_MS) setTimeout(() => doAgain(tap));
  });
}

function stopHolding(): void {
  document.removeEventListener('click', holdTap, true);
  document.removeEventListener('submit', holdSubmit, true);
  document.removeEventListener('input', noteTyping, true);
  document.removeEventListener('change', noteTyping, true);
}

/** Holds taps and notes typing until the app hydrates (from then on React hears them), then hands them over. */
export function holdEarlyInput(): void {
  document.addEventListener('click', holdTap, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('input', noteTyping, true);
  document.addEventListener('change', noteTyping, true);
  document.addEventListener(HYDRATING_EVENT, stopHolding, { once: true });
  document.addEventListener(READY_EVENT, replay, { once: true });
}
