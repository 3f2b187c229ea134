// The wiki article explaining a catalogue word (a strain category value, an equipment category) above the list of
// things it names: its title as a heading and its plain text as paragraphs, rendered as text, never as HTML. While it
// loads, or when there is none (no article, or offline and never seen), nothing shows.
import { useId } from 'react';
import { fetchWikiArticle, wikiKey, type WikiAddress } from '@/features/catalogue/wiki-store';
import { useApiData } from '@/ui/use-api-data';
import styles from './WikiArticle.module.css';

/** `lang`: the interface language; the server answers in English when the article has no text in it. */
export function WikiArticle({ address, lang }: { address: WikiAddress; lang: string }) {
  const headingId = useId();
  const { data } = useApiData(wikiKey(address, lang), (signal) => fetchWikiArticle(address, lang, signal));
  if (!data) return null;
  return (
    <section className={styles.article} aria-labelledby={headingId} data-testid="wiki-article">
      <h2 id={headingId}>{data.title}</h2>
      {data.text.split(/\n\s*\n/).map((paragraph, index) => <p key={index}>{paragraph}</p>)}
    </section>
  );
}
