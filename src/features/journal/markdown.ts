// An article's Markdown as safe HTML: converted by marked, then sanitised by DOMPurify (no scripts, event handlers,
// frames, forms or styles; links to other sites open in a new tab without the opener). Only the journal's lazy
// chunks import this module.
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { marked } from 'marked';

const ALLOWED_TAGS = ['p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li',
  'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'align', 'start'];

/** Server rendering has no DOM: there DOMPurify gets one jsdom window for the process, so the server sanitises with the
 * same code and allow-list as the browser and writes the same markup, which the client then hydrates. */
const serverWindow = import.meta.env.SSR ? new (await import('jsdom')).JSDOM('').window : undefined;

let purifier: Purifier | undefined;
function purify(): Purifier {
  if (purifier) return purifier;
  purifier = serverWindow ? DOMPurify(serverWindow) : DOMPurify;
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:\/\//)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'nofollow noopener noreferrer');
    }
    if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy');
  });
  return purifier;
}

/** The sanitised HTML of a Markdown text; a heading 1 in the text becomes a heading 2 (the page's h1 is the title). */
export function markdownToHtml(markdown: string): string {
  const html = marked.parse(markdown.replace(/^# /gm, '## '), { async: false, gfm: true });
  return purify().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [...ALLOWED_ATTR, 'target', 'rel', 'loading'], ALLOW_DATA_ATTR: false });
}
