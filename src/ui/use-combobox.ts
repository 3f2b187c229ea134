// An editable combobox with a listbox popup (WAI-ARIA 1.2): the input's ARIA state, its keys, and the options' mouse handling.
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';

export interface ComboboxConfig<T> {
  /** The text field that is the combobox (it may be rendered by another component). */
  input: RefObject<HTMLInputElement | null>;
  /** Base of the ids of the listbox and its options (a useId value). */
  id: string;
  options: readonly T[];
  /** Whether an open popup has something to show: some options, by default. */
  content?: boolean;
  /** An option picked by Enter or a click. */
  onPick: (option: T) => void;
  /** Enter with no active option; the event's default (submitting the form) is the handler's to prevent. */
  onEnter?: (event: KeyboardEvent) => void;
  /** Escape with the popup closed: returns true when it did something (such as clearing the text). */
  onEscape?: () => boolean;
  /**
   * What the arrows do past either end: 'options' goes round from the last option to the first,
   * 'input' stops on the input itself (no active option) on the way round.
   */
  wrap?: 'options' | 'input';
}

export interface Combobox {
  /** Open as the person left it: the focus or typing opens it, Escape, a pick or the blur closes it. */
  open: boolean;
  /** The popup shows: open, with something to show. */
  shown: boolean;
  /** The active option's index, or -1 for none. */
  active: number;
  close: () => void;
  listboxProps: { id: string; role: 'listbox' };
  optionProps: (index: number) => {
    id: string;
    role: 'option';
    'aria-selected': boolean;
    onMouseDown: (event: MouseEvent) => void;
    onMouseMove: () => void;
    onClick: (event: MouseEvent) => void;
  };
}

/** The next active index after an arrow key (step +1 or -1) over `count` options. */
function stepActive(current: number, step: 1 | -1, count: number, wrap: 'options' | 'input'): number {
  if (count === 0) return -1;
  if (wrap === 'input') {
    const next = current + step;
    return next < -1 ? count - 1 : next >= count ? -1 : next;
  }
  if (current < 0) return step > 0 ? 0 : count - 1;
  return (current + step + count) % count;
}

export function useCombobox<T>({ input, id, options, content = options.length > 0, onPick, onEnter, onEscape, wrap = 'options' }: ComboboxConfig<T>): Combobox {
  // A popup that loads after its input got the focus starts open.
  const [open, setOpen] = useState(() => input.current !== null && input.current === document.activeElement);
  const [active, setActive] = useState(-1);
  /** The active option moved by a key (its option scrolls into view), not by the mouse. */
  const byKey = useRef(false);
  const shown = open && content;
  const current = shown && active < options.length ? active : -1;
  const listboxId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  function pick(option: T) {
    setActive(-1);
    onPick(option);
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  // The ARIA state lives on the input, set before paint.
  useLayoutEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('role', 'combobox');
    box.setAttribute('aria-autocomplete', 'list');
    box.setAttribute('aria-controls', listboxId);
    box.setAttribute('aria-expanded', String(shown));
    if (current >= 0) box.setAttribute('aria-activedescendant', optionId(current));
    else box.removeAttribute('aria-activedescendant');
  });

  // Listeners on the input itself, renewed each render so they see this render's options and callbacks.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(true);
        byKey.current = true;
        setActive(stepActive(current, event.key === 'ArrowDown' ? 1 : -1, options.length, wrap));
      } else if (event.key === 'Enter') {
        if (current >= 0) {
          event.preventDefault();
          pick(options[current]!);
        } else {
          onEnter?.(event);
        }
      } else if (event.key === 'Escape') {
        if (shown) {
          event.preventDefault();
          close();
        } else if (onEscape?.()) {
          event.preventDefault();
        }
      }
    };
    const onInput = () => {
      setOpen(true);
      setActive(-1);
    };
    const onFocus = () => setOpen(true);
    // A click in the list keeps it open (options prevent the blur, but a scrollbar may take the focus).
    const onBlur = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && document.getElementById(listboxId)?.contains(event.relatedTarget))) close();
    };
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('input', onInput);
    box.addEventListener('focus', onFocus);
    box.addEventListener('blur', onBlur);
    return () => {
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('input', onInput);
      box.removeEventListener('focus', onFocus);
      box.removeEventListener('blur', onBlur);
    };
  });

  const activeId = current >= 0 ? optionId(current) : null;
  useEffect(() => {
    if (!activeId || !byKey.current) return;
    byKey.current = false;
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  return {
    open,
    shown,
    active: current,
    close,
    listboxProps: { id: listboxId, role: 'listbox' },
    optionProps: (index) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === current,
      // Keeps the focus in the input, so the list stays open until the click picks.
      onMouseDown: (event) => event.preventDefault(),
      onMouseMove: () => {
        if (index !== current) {
          byKey.current = false;
          setActive(index);
        }
      },
      onClick: (event) => {
        // An option may be a link: the pick replaces following it.
        event.preventDefault();
        const option = options[index];
        if (option !== undefined) pick(option);
      },
    }),
  };
}
