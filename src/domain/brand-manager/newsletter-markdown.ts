// A newsletter's Markdown read into safe pieces: paragraphs, headings and lists of text, bold, italic and links
// (http and https only, numbered in order so the mail's click addresses name a link by its place). Everything else
// stays text: the mail writes the pieces escaped and the app renders them as React text, so no markup passes through.
export type NewsletterInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'link'; text: string; href: string; index: number };

export type NewsletterBlock =
  | { kind: 'paragraph'; lines: NewsletterInline[][] }
  | { kind: 'heading'; inlines: NewsletterInline[] }
  | { kind: 'list'; items: NewsletterInline[][] };

const INLINE = /\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)|\*\*([^*\n]+)\*\*|\*([^*\n]+)\*/g;
const LIST_ITEM = /^\s*[-*]\s+/;
const HEADING = /^#{1,6}\s+/;

/** Reads a Markdown text into blocks; links are numbered from 0 across the whole text. */
export function newsletterBlocks(markdown: string): NewsletterBlock[] {
  let links = 0;
  const inlines = (line: string): NewsletterInline[] => {
    const pieces: NewsletterInline[] = [];
    let at = 0;
    for (const match of line.matchAll(INLINE)) {
      if (match.index > at) pieces.push({ kind: 'text', text: line.slice(at, match.index) });
      const [, linkText, href, strong, em] = match;
      if (href !== undefined) pieces.push({ kind: 'link', text: linkText!, href, index: links++ });
      else if (strong !== undefined) pieces.push({ kind: 'strong', text: strong });
      else pieces.push({ kind: 'em', text: em! });
      at = match.index + match[0].length;
    }
    if (at < line.length) pieces.push({ kind: 'text', text: line.slice(at) });
    return pieces;
  };
  return markdown.replace(/\r\n?/g, '\n').split(/\n\s*\n/).map((chunk) => chunk.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0)
    .map((lines): NewsletterBlock => {
      if (lines.length === 1 && HEADING.test(lines[0]!)) return { kind: 'heading', inlines: inlines(lines[0]!.replace(HEADING, '').trim()) };
      if (lines.every((line) => LIST_ITEM.test(line))) return { kind: 'list', items: lines.map((line) => inlines(line.replace(LIST_ITEM, '').trim())) };
      return { kind: 'paragraph', lines: lines.map((line) => inlines(line.trim())) };
    });
}

/** The addresses of a newsletter's links, in the order the click addresses number them. */
export function newsletterLinks(markdown: string): string[] {
  return newsletterBlocks(markdown).flatMap((block) => (block.kind === 'heading' ? [block.inlines] : block.kind === 'list' ? block.items : block.lines))
    .flat().flatMap((piece) => (piece.kind === 'link' ? [piece.href] : []));
}

/** A newsletter as plain text (the mail's text part): links written out after their words. */
export function newsletterText(markdown: string): string[] {
  const line = (pieces: NewsletterInline[]) => pieces.map((piece) => (piece.kind === 'link' ? `${piece.text} (${piece.href})` : piece.text)).join('');
  return newsletterBlocks(markdown).map((block) => (block.kind === 'heading' ? line(block.inlines)
    : block.kind === 'list' ? block.items.map((item) => `- ${line(item)}`).join('\n') : block.lines.map(line).join('\n')));
}
