import 'fake-indexeddb/auto';
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import type { PickedItem } from '@/domain/diary/diary-form';
import { CataloguePicker } from './CataloguePicker';
import { mountRootPerTest, waitFor } from '../../../tests/helpers/dom';

type Dosed = PickedItem & { val: string };

const dom = mountRootPerTest();
let latest: PickedItem[] = [];

function Harness({ initial = [] }: { initial?: PickedItem[] }) {
  const [value, setValue] = useState(initial);
  return <CataloguePicker section="seed" label="Strains" value={value} onChange={(next) => { latest = next; setValue(next); }} />;
}

const input = () => dom.container.querySelector<HTMLInputElement>('input[role="combobox"]')!;
const options = () => [...dom.container.querySelectorAll<HTMLLIElement>('[role="option"]')];
const optionTexts = () => (dom.container.querySelector('[role="listbox"]')?.hasAttribute('hidden') ? [] : options().map((o) => o.textContent));
const chips = () => [...dom.container.querySelectorAll('li:not([role])')].map((chip) => chip.textContent);

function type(text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    input().focus();
    setValue.call(input(), text);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function press(key: string) {
  act(() => {
    input().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

function row(id: number, name: string, brand: string | null) {
  return { section: 'seed', id, name, name_lower: name.toLowerCase(), link: `/strains/${id}`, brand_id: brand ? 1 : null, brand_name: brand };
}

beforeEach(async () => {
  await db.catalogue.clear();
  await db.catalogue.bulkPut([row(1, 'Blue Dream', 'Humboldt'), row(2, 'Dream Queen', 'Barney'), row(3, 'Amnesia Haze', 'Royal Queen'), row(4, 'Lemon Haze', null)]);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  latest = [];
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('CataloguePicker', () => {
  it('offline, suggests the stored items whose name starts with or contains the typed text', async () => {
    act(() => dom.root.render(<Harness />));
    type('dream');
    await waitFor(() => expect(optionTexts()).toEqual(['Dream QueenBarney', 'Blue DreamHumboldt', 'Add “dream” as a new item']));
    expect(dom.container.textContent).toContain('Offline: showing what is stored on this device');
    expect(input().getAttribute('aria-expanded')).toBe('true');

    type('queen');
    await waitFor(() => expect(optionTexts()).toEqual(['Dream QueenBarney', 'Amnesia HazeRoyal Queen', 'Add “queen” as a new item']));
  });

  it('is driven by the keyboard: arrows move through the list, Enter picks, Escape closes', async () => {
    act(() => dom.root.render(<Harness />));
    type('haze');
    await waitFor(() => expect(optionTexts()).toHaveLength(3));
    press('ArrowDown');
    press('ArrowDown');
    const active = input().getAttribute('aria-activedescendant');
    expect(active).toBe(options()[1]!.id);
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');
    press('Enter');
    expect(latest).toEqual([{ id: 4, name: 'Lemon Haze', brand_id: null, brand_name: null, link: '/strains/4' }]);
    expect(input().value).toBe('');

    type('haze');
    await waitFor(() => expect(optionTexts()).toEqual(['Amnesia HazeRoyal Queen', 'Add “haze” as a new item']));
    press('ArrowUp');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    press('Escape');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().value).toBe('haze');
    press('Escape');
    expect(input().value).toBe('');
    expect(chips()).toEqual(['Lemon Haze×']);
  });

  it('adds typed text as a new item, by Enter or by its option', async () => {
    act(() => dom.root.render(<Harness />));
    type('  My Own Cross ');
    await waitFor(() => expect(optionTexts()).toEqual(['Add “My Own Cross” as a new item']));
    press('Enter');
    expect(latest).toEqual([{ name: 'My Own Cross' }]);

    type('Purple');
    await waitFor(() => expect(optionTexts()).toEqual(['Add “Purple” as a new item']));
    act(() => options()[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(latest.map((item) => item.name)).toEqual(['My Own Cross', 'Purple']);
  });

  it('never lists an item twice: same id, or same name in any case', async () => {
    act(() => dom.root.render(<Harness initial={[{ id: 1, name: 'Blue Dream', brand_name: 'Humboldt' }, { name: 'Purple' }]} />));
    expect(chips()).toEqual(['Blue DreamHumboldt×', 'Purple×']);
    type('dream');
    await waitFor(() => expect(optionTexts()).toEqual(['Dream QueenBarney', 'Add “dream” as a new item']));

    type('BLUE DREAM');
    await waitFor(() => expect(dom.container.textContent).toContain('“Blue Dream” is already in the list'));
    press('Enter');
    type('purple');
    await waitFor(() => expect(dom.container.textContent).toContain('“Purple” is already in the list'));
    expect(optionTexts()).toEqual([]);
    press('Enter');
    expect(latest).toEqual([]);

    // A name the catalogue knows exactly picks the catalogue item, not free text.
    type('dream queen');
    await waitFor(() => expect(optionTexts()).toEqual(['Dream QueenBarney']));
    press('Enter');
    expect(latest.at(-1)).toMatchObject({ id: 2, name: 'Dream Queen' });
  });

  it('removes a chosen item, and keeps extra fields of each item', async () => {
    const changes: Dosed[][] = [];
    function Dosing() {
      const [value, setValue] = useState<Dosed[]>([{ id: 9, name: 'Grow A', val: '2' }]);
      const onChange = (next: Dosed[]) => { changes.push(next); setValue(next); };
      return (
        <CataloguePicker<Dosed> section="nutrient" label="Nutrients" value={value} onChange={onChange} create={(item) => ({ ...item, val: '' })}
          renderExtra={(item, index, update) => <input aria-label={`Dose ${index}`} value={item.val} onChange={(e) => update({ ...item, val: e.target.value })} />} />
      );
    }
    act(() => dom.root.render(<Dosing />));
    type('Bloom B');
    await waitFor(() => expect(optionTexts()).toEqual(['Add “Bloom B” as a new item']));
    press('Enter');
    expect(changes.at(-1)).toEqual([{ id: 9, name: 'Grow A', val: '2' }, { name: 'Bloom B', val: '' }]);
    expect(dom.container.querySelector<HTMLInputElement>('input[aria-label="Dose 0"]')?.value).toBe('2');
    act(() => dom.container.querySelector<HTMLButtonElement>('button[aria-label="Remove Grow A"]')!.click());
    expect(changes.at(-1)).toEqual([{ name: 'Bloom B', val: '' }]);
    expect(document.activeElement).toBe(input());
  });
});
