// An article's Markdown as safe HTML: converted by marked, then sanitised by DOMPurify (no scripts, event handlers,
// frames, forms or styles; links to other sites open in a new tab without the opener). Only the journal's lazy
// chunks import this module.
import DOMPurify from 'dompurify';
import { marked } from 'marked';

const ALLOWED_TAGS = ['p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li',
  'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'align', 'start'];

let hooked = false;
function hookLinks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:\/\//)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'nofollow noopener noreferrer');
    }
    if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy');
  });
}

/** The sanitised HTML of a Markdown text; a heading 1 in the text becomes a heading 2 (the page's h1 is the title). */
export function markdownToHtml(markdown: string): string {
  hookLinks();
  const html = marked.parse(markdown.replace(/^# /gm, '## '), { async: false, gfm: true });
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [...ALLOWED_ATTR, 'target', 'rel', 'loading'], ALLOW_DATA_ATTR: false });
}
