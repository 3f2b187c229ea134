// The type-ahead list of the header's search box (a lazy chunk): a combobox over the box's input (ARIA 1.2 pattern),
// results grouped as options; arrows move, Enter opens, Escape closes; offline it searches this device and says so.
import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useState, type RefObject } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { loadScreenStrings } from '@/i18n/i18n';
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
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const [strings, setStrings] = useState(false);
  const search = useSearch(text, LIMIT);
  const options = searchOptions(search.results);
  const shown = open && text.trim() !== '' && (options.length > 0 || !search.searching);

  useEffect(() => {
    void loadScreenStrings().then(() => setStrings(true));
  }, []);

  // The box's input is the combobox: its ARIA state and keys are kept here, next to the list.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('role', 'combobox');
    box.setAttribute('aria-autocomplete', 'list');
    box.setAttribute('aria-controls', `${id}-list`);
    box.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0 && active < options.length) box.setAttribute('aria-activedescendant', `${id}-${active}`);
    else box.removeAttribute('aria-activedescendant');
  });

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const onInput = () => {
      setText(box.value);
      setOpen(true);
      setActive(-1);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        setActive(-1);
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // -1 is the input itself: moving past either end returns there.
        setActive((current) => {
          const next = current + step;
          if (options.length === 0) return -1;
          return next < -1 ? options.length - 1 : next >= options.length ? -1 : next;
        });
      } else if (event.key === 'Enter') {
        const chosen = shown && active >= 0 ? options[active] : undefined;
        if (chosen) {
          event.preventDefault();
          close();
          router.history.push(chosen.href);
        } else {
          setOpen(false);
        }
      }
    };
    const onBlur = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && document.getElementById(`${id}-list`)?.contains(event.relatedTarget))) setOpen(false);
    };
    const onFocus = () => setOpen(true);
    box.addEventListener('input', onInput);
    box.addEventListener('keydown', onKey);
    box.addEventListener('blur', onBlur);
    box.addEventListener('focus', onFocus);
    return () => {
      box.removeEventListener('input', onInput);
      box.removeEventListener('keydown', onKey);
      box.removeEventListener('blur', onBlur);
      box.removeEventListener('focus', onFocus);
    };
  });

  function close() {
    setOpen(false);
    setActive(-1);
    input.current?.blur();
  }

  if (!shown || !strings) return <ul id={`${id}-list`} role="listbox" aria-label={t('nav.search')} hidden />;
  const query = text.trim();
  return (
    <div className={styles.panel}>
      {search.results?.offline && <p className={styles.note} role="status">{t('discovery.search.fromDevice')}</p>}
      <ul id={`${id}-list`} role="listbox" aria-label={t('nav.search')} className={styles.list}>
        {options.map((option, index) => (
          <li key={option.key} id={`${id}-${index}`} role="option" aria-selected={index === active} className={index === active ? styles.active : undefined}>
            <a href={option.href} tabIndex={-1} onMouseDown={(event) => event.preventDefault()} onClick={(event) => { event.preventDefault(); close(); router.history.push(option.href); }}>
              <span className={styles.name}>{option.name}</span>
              <span className={styles.group}>{t(`discovery.search.groups.${option.group}`)}</span>
            </a>
          </li>
        ))}
      </ul>
      {options.length === 0 && !search.searching && <p className={styles.note}>{t('discovery.search.none', { query })}</p>}
      <a className={styles.all} href={`/search?query=${encodeURIComponent(query)}`} onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => { event.preventDefault(); close(); router.history.push(`/search?query=${encodeURIComponent(query)}`); }}>
        {t('discovery.search.all', { query })}
      </a>
    </div>
  );
}
