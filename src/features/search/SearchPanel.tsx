// The type-ahead list of the header's search box (a lazy chunk): the box's input becomes a combobox (src/ui/use-combobox.ts)
// over the results grouped as options; arrows move, Enter opens, Escape closes; offline it searches this device and says so.
import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useState, type RefObject } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { loadScreenStrings } from '@/i18n/i18n';
import { useCombobox } from '@/ui/use-combobox';
import { searchOptions, useSearch } from './use-search';
import styles from './SearchPanel.module.css';

export interface SearchPanelProps { input: RefObject<HTMLInputElement | null> }

/** Results per group in the list. */
const LIMIT = 4;

export function SearchPanel({ input }: SearchPanelProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState(() => input.current?.value ?? '');
  const [strings, setStrings] = useState(false);
  const search = useSearch(text, LIMIT);
  const options = searchOptions(search.results);
  const combobox = useCombobox({
    input,
    id,
    options,
    content: strings && text.trim() !== '' && (options.length > 0 || !search.searching),
    onPick: (option) => go(option.href),
    // Enter on the typed text submits the box's form (the search page); the list closes.
    onEnter: () => combobox.close(),
    wrap: 'input',
  });

  useEffect(() => {
    void loadScreenStrings().then(() => setStrings(true));
  }, []);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const onInput = () => setText(box.value);
    box.addEventListener('input', onInput);
    // What was typed between this panel's first render and now (its code loads while the grower types).
    onInput();
    return () => box.removeEventListener('input', onInput);
  }, [input]);

  function go(href: string) {
    combobox.close();
    input.current?.blur();
    router.history.push(href);
  }

  if (!combobox.shown) return <ul {...combobox.listboxProps} aria-label={t('nav.search')} hidden />;
  const query = text.trim();
  return (
    <div className={styles.panel}>
      {search.results?.offline && <p className={styles.note} role="status">{t('discovery.search.fromDevice')}</p>}
      <ul {...combobox.listboxProps} aria-label={t('nav.search')} className={styles.list}>
        {options.map((option, index) => (
          <li key={option.key} {...combobox.optionProps(index)} className={index === combobox.active ? styles.active : undefined}>
            <a href={option.href} tabIndex={-1}>
              <span className={styles.name}>{option.name}</span>
              <span className={styles.group}>{t(`discovery.search.groups.${option.group}`)}</span>
            </a>
          </li>
        ))}
      </ul>
      {options.length === 0 && !search.searching && <p className={styles.note}>{t('discovery.search.none', { query })}</p>}
      <a className={styles.all} href={`/search?query=${encodeURIComponent(query)}`} onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => { event.preventDefault(); go(`/search?query=${encodeURIComponent(query)}`); }}>
        {t('discovery.search.all', { query })}
      </a>
    </div>
  );
}
