// Picks catalogue items (strains, nutrients, equipment) for a list: search as you type, free text, chosen items as chips.
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useCombobox } from '@/ui/use-combobox';
import type { PickerSection } from '@/domain/catalogue/catalogue-picker';
import { MAX_ITEM_NAME, MAX_ITEMS_PER_LIST } from '@/domain/diary/diary-limits';
import type { PickedItem } from '@/domain/diary/diary-form';
import { chosenNamed, pickedOf, pickerOptions, typedOption, type PickerOption } from './picker-options';
import { useCatalogueSearch } from './use-catalogue-search';
import styles from './CataloguePicker.module.css';

const PHONE = '(max-width: 640px)';

export interface CataloguePickerProps<T extends PickedItem> {
  section: PickerSection;
  label: string;
  value: readonly T[];
  onChange: (next: T[]) => void;
  /** Most items the list may hold (as many as a diary's list, by default). */
  max?: number;
  /** Makes the list's item of a picked one (to add fields such as a dose); the picked item itself by default. */
  create?: (item: PickedItem) => T;
  /** Extra inputs shown on a chosen item's chip (a nutrient's dose). */
  renderExtra?: (item: T, index: number, update: (next: T) => void) => ReactNode;
}

const itemKey = (item: PickedItem) => (item.id ? `id:${item.id}` : `name:${item.name.toLowerCase()}`);

export function CataloguePicker<T extends PickedItem>({ section, label, value, onChange, max = MAX_ITEMS_PER_LIST, create = (item) => item as T, renderExtra }: CataloguePickerProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const search = useCatalogueSearch(section, text);
  const options = pickerOptions(text, search.items, value);
  const combobox = useCombobox({
    input,
    id,
    options,
    onPick: choose,
    // Enter picks the typed text; it never submits the form around the picker.
    onEnter: (event) => {
      event.preventDefault();
      const option = typedOption(text, options);
      if (option) choose(option);
    },
    onEscape: () => {
      if (!text) return false;
      setText('');
      return true;
    },
  });
  const duplicate = combobox.open ? chosenNamed(text, value) : undefined;

  function choose(option: PickerOption) {
    onChange([...value, create(pickedOf(option))]);
    setText('');
  }

  function remove(index: number) {
    onChange(value.filter((_, i) => i !== index));
    input.current?.focus();
  }

  return (
    <div className={styles.picker}>
      <label className={styles.label} htmlFor={`${id}-input`} id={`${id}-label`}>{label}</label>
      {value.length > 0 && (
        <ul className={styles.chips} aria-labelledby={`${id}-label`}>
          {value.map((item, index) => (
            <li key={itemKey(item)} className={styles.chip}>
              <span className={styles.chipText}>
                <span className={styles.name}>{item.name}</span>
                {item.brand_name && <span className={styles.brand}>{item.brand_name}</span>}
              </span>
              {renderExtra?.(item, index, (next) => onChange(value.map((old, i) => (i === index ? next : old))))}
              <button type="button" className={styles.remove} aria-label={t('picker.remove', { name: item.name })} onClick={() => remove(index)}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {value.length < max ? (
        <div className={styles.combo}>
          <input
            ref={input}
            id={`${id}-input`}
            className={`text-input ${styles.input}`}
            type="text"
            autoComplete="off"
            enterKeyHint="done"
            maxLength={MAX_ITEM_NAME}
            placeholder={t('picker.placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onFocus={(event) => {
              // On a phone the field moves to the top: its suggestions open below it, clear of the keyboard and the save bar.
              if (window.matchMedia?.(PHONE).matches) event.currentTarget.scrollIntoView({ block: 'start', behavior: 'smooth' });
            }}
          />
          <ul {...combobox.listboxProps} aria-labelledby={`${id}-label`} aria-busy={search.searching} className={styles.list} hidden={!combobox.shown}>
            {options.map((option, index) => (
              <li
                key={option.kind === 'new' ? 'new' : option.item.id}
                {...combobox.optionProps(index)}
                className={option.kind === 'new' ? `${styles.option} ${styles.newOption}` : styles.option}
              >
                {option.kind === 'new' ? t('picker.addNew', { name: option.name }) : (
                  <>
                    <span>{option.item.name}</span>
                    {option.item.brand_name && <span className={styles.brand}>{option.item.brand_name}</span>}
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className={styles.hint}>{t('picker.full', { count: max })}</p>
      )}
      {duplicate && <p className={styles.hint}>{t('picker.already', { name: duplicate.name })}</p>}
      {combobox.open && text.trim() && search.offline && <p className={styles.hint}>{t('picker.offline')}</p>}
      <p className="visually-hidden" aria-live="polite">{combobox.shown ? t('picker.results', { count: options.length }) : ''}</p>
    </div>
  );
}
