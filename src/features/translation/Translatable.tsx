// A "Translate" button under a text written in another language than the interface's (diaries, weeks, comments,
// questions, articles), shown only when the site has a translation provider; the translation opens below the
// original as plain text, with a way to hide it. Mounted in the item's own component by one line.
import { useEffect, useState } from 'react';
import type { Translation } from '@/domain/translation/translation';
import { guessLanguage, translationLanguageOf, type TranslatableType } from '@/domain/translation/translation-limits';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { fetchTranslation, translationEnabled } from './translation-store';
import styles from './Translatable.module.css';

interface TranslatableProps {
  type: TranslatableType;
  /** The item's server id; items not sent yet (temporary ids) offer nothing. */
  id: number;
  /** The original text, to tell its language. */
  text: string;
}

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'shown'; translation: Translation } | { kind: 'failed'; message: string };
const IDLE: State = { kind: 'idle' };

export function Translatable({ type, id, text }: TranslatableProps) {
  const { t, i18n } = useTranslation();
  const [enabled, setEnabled] = useState(false);
  const lang = translationLanguageOf(i18n.language);
  // Kept per item and language: another language chosen puts a translation into the old one away.
  const key = `${type}:${id}:${lang}`;
  const [kept, setKept] = useState<{ key: string; state: State }>({ key, state: IDLE });
  const state = kept.key === key ? kept.state : IDLE;
  const setState = (next: State) => setKept({ key, state: next });
  const source = guessLanguage(text);
  const foreign = id > 0 && source !== null && source !== lang;

  useEffect(() => {
    if (!foreign) return;
    let live = true;
    void translationEnabled().then((on) => live && setEnabled(on));
    return () => { live = false; };
  }, [foreign]);

  if (!foreign || !enabled) return null;
  const translate = () => {
    setState({ kind: 'loading' });
    fetchTranslation(type, id, lang).then(
      (translation) => setState({ kind: 'shown', translation }),
      (error: unknown) => setState({ kind: 'failed', message: describeError(error) }),
    );
  };

  return (
    <div className={styles.translatable} data-testid="translatable">
      {state.kind === 'shown' ? (
        <div className={styles.translation} lang={lang} data-testid="translation">
          <p className={styles.note}>{t('translation.from', { language: t(`translation.language.${source}`) })}</p>
          {Object.entries(state.translation.fields).map(([field, value]) => (
            <p key={field} className={field === 'title' || field === 'name' ? styles.title : styles.text}>{value}</p>
          ))}
          <button type="button" className={`button ${styles.button}`} onClick={() => setState(IDLE)}>{t('translation.hide')}</button>
        </div>
      ) : (
        <button type="button" className={`button ${styles.button}`} onClick={translate} disabled={state.kind === 'loading'} aria-busy={state.kind === 'loading'}>
          {state.kind === 'loading' ? t('translation.working') : t('translation.translate')}
        </button>
      )}
      {state.kind === 'failed' && <p className="message message-error" role="alert">{t('translation.failed', { message: state.message })}</p>}
    </div>
  );
}
