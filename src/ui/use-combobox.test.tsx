// The combobox hook driven as a person would: keys on the input, the mouse on the options, the ARIA state each leaves.
import { act, useId, useRef, type RefObject } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCombobox, type ComboboxConfig } from './use-combobox';
import { mountRootPerTest, typeInto } from '../../tests/helpers/dom';

const dom = mountRootPerTest();
const FRUITS = ['Apple', 'Banana', 'Cherry'];

type Handlers = Pick<ComboboxConfig<string>, 'onPick' | 'onEnter' | 'onEscape' | 'wrap'>;

function List({ input, options, handlers }: { input: RefObject<HTMLInputElement | null>; options: string[]; handlers: Handlers }) {
  const combobox = useCombobox({ input, id: useId(), options, ...handlers });
  return (
    <ul {...combobox.listboxProps} hidden={!combobox.shown}>
      {options.map((option, index) => <li key={option} {...combobox.optionProps(index)}>{option}</li>)}
    </ul>
  );
}

function Field({ options = FRUITS, handlers }: { options?: string[]; handlers: Handlers }) {
  const input = useRef<HTMLInputElement>(null);
  return <><input ref={input} aria-label="Fruit" /><List input={input} options={options} handlers={handlers} /></>;
}

function render(handlers: Partial<Handlers> = {}, options?: string[]) {
  const all = { onPick: vi.fn(), ...handlers };
  dom.render(<Field options={options} handlers={all} />);
  return all;
}

const input = () => dom.container.querySelector('input')!;
const options = () => [...dom.container.querySelectorAll<HTMLElement>('[role="option"]')];
const expanded = () => input().getAttribute('aria-expanded');
const activeText = () => document.getElementById(input().getAttribute('aria-activedescendant') ?? '')?.textContent ?? null;
const focus = () => act(() => input().focus());

/** Presses a key on the input; true when the key's default action was prevented. */
function press(key: string, init: KeyboardEventInit = {}): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  act(() => {
    input().dispatchEvent(event);
  });
  return event.defaultPrevented;
}

function mouse(target: HTMLElement, type: 'mousedown' | 'mousemove' | 'click'): boolean {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true });
  act(() => {
    target.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

describe('useCombobox', () => {
  it('makes the input a combobox that controls its listbox, expanded while focused', () => {
    render();
    const list = dom.container.querySelector('[role="listbox"]')!;
    expect(input().getAttribute('role')).toBe('combobox');
    expect(input().getAttribute('aria-autocomplete')).toBe('list');
    expect(input().getAttribute('aria-controls')).toBe(list.id);
    expect(expanded()).toBe('false');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    focus();
    expect(expanded()).toBe('true');
    expect(list.hasAttribute('hidden')).toBe(false);
    act(() => input().blur());
    expect(expanded()).toBe('false');
  });

  it('moves the active option with the arrows, round from the last option to the first and back', () => {
    render();
    focus();
    expect(press('ArrowDown')).toBe(true);
    expect(activeText()).toBe('Apple');
    expect(options().map((option) => option.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    press('ArrowDown');
    press('ArrowDown');
    expect(activeText()).toBe('Cherry');
    press('ArrowDown');
    expect(activeText()).toBe('Apple');
    expect(press('ArrowUp')).toBe(true);
    expect(activeText()).toBe('Cherry');
  });

  it('starts from the last option on ArrowUp, and opens a closed list with either arrow', () => {
    render();
    focus();
    press('Escape');
    expect(expanded()).toBe('false');
    press('ArrowUp');
    expect(expanded()).toBe('true');
    expect(activeText()).toBe('Cherry');
  });

  it("with wrap 'input', stops on the input itself between the last option and the first", () => {
    render({ wrap: 'input' });
    focus();
    press('ArrowUp');
    expect(activeText()).toBe('Cherry');
    press('ArrowDown');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    press('ArrowDown');
    expect(activeText()).toBe('Apple');
    press('ArrowUp');
    press('ArrowUp');
    expect(activeText()).toBe('Cherry');
  });

  it('picks the active option with Enter, and leaves Enter without one to the caller', () => {
    const { onPick, onEnter } = render({ onEnter: vi.fn() });
    focus();
    expect(press('Enter')).toBe(false);
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(onPick).not.toHaveBeenCalled();
    press('ArrowDown');
    press('ArrowDown');
    expect(press('Enter')).toBe(true);
    expect(onPick).toHaveBeenCalledWith('Banana');
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('closes the list with Escape, then hands a second Escape to the caller', () => {
    const onEscape = vi.fn(() => true);
    render({ onEscape });
    focus();
    press('ArrowDown');
    expect(press('Escape')).toBe(true);
    expect(expanded()).toBe('false');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    expect(onEscape).not.toHaveBeenCalled();
    expect(press('Escape')).toBe(true);
    expect(onEscape).toHaveBeenCalledTimes(1);
    onEscape.mockReturnValue(false);
    expect(press('Escape')).toBe(false);
  });

  it('opens again, with no active option, when the text changes', () => {
    render();
    focus();
    press('ArrowDown');
    press('Escape');
    typeInto(input(), 'b');
    expect(expanded()).toBe('true');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('leaves keys typed while composing (an input method) to the input', () => {
    render();
    focus();
    expect(press('ArrowDown', { isComposing: true })).toBe(false);
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('is never expanded without options, though arrows still belong to it', () => {
    render({}, []);
    focus();
    expect(expanded()).toBe('false');
    expect(press('ArrowDown')).toBe(true);
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('follows the mouse: hovering makes an option active, a click picks it without taking the focus', () => {
    const { onPick } = render();
    focus();
    mouse(options()[2]!, 'mousemove');
    expect(activeText()).toBe('Cherry');
    expect(mouse(options()[1]!, 'mousedown')).toBe(true);
    expect(mouse(options()[1]!, 'click')).toBe(true);
    expect(onPick).toHaveBeenCalledWith('Banana');
    expect(document.activeElement).toBe(input());
  });

  it('starts open when its list loads after the input got the focus', () => {
    const onPick = vi.fn();
    function Late({ loaded }: { loaded: boolean }) {
      const input = useRef<HTMLInputElement>(null);
      return <><input ref={input} aria-label="Fruit" />{loaded && <List input={input} options={FRUITS} handlers={{ onPick }} />}</>;
    }
    dom.render(<Late loaded={false} />);
    focus();
    dom.render(<Late loaded />);
    expect(expanded()).toBe('true');
  });
});
