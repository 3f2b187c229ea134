// Comment text as pieces to render: plain text, @name mentions of growers and web links. Pure: the screen turns the
// pieces into React elements (text stays text; nothing is ever parsed as HTML), the server reads the names mentioned.

export type CommentPiece =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; text: string; user_id: number }
  | { kind: 'link'; text: string; href: string };

/** A grower's name after @ (the characters of src/domain/user/user.ts USER_NAME_PATTERN), not inside a word or an address. */
const MENTION = /(^|[^A-Za-z0-9_.@-])@([A-Za-z0-9_][A-Za-z0-9_.-]*)/g;
/** A web address: http(s):// or www. up to white space or angle brackets. */
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
/** Characters that end a sentence rather than an address when they close it. */
const TRAILING = /[.,!?;:'"*]+$/;

/** The name of a mention without trailing dots (a sentence's full stop), lower case for lookups. */
function cleanName(raw: string): string {
  return raw.replace(/[.-]+$/, '');
}

/** Names mentioned with @, lower case, each once, in order of appearance. */
export function mentionedNames(text: string): string[] {
  const names = new Set<string>();
  for (const match of withoutLinks(text).matchAll(MENTION)) {
    const name = cleanName(match[2]!);
    if (name) names.add(name.toLowerCase());
  }
  return [...names];
}

/** The text with addresses blanked out, so an @ inside a link is not a mention. */
function withoutLinks(text: string): string {
  return text.replace(LINK, (link) => ' '.repeat(link.length));
}

/** An address without the punctuation that closes its sentence, and without a ")" it did not open. */
function trimLink(raw: string): string {
  let link = raw.replace(TRAILING, '');
  while (link.endsWith(')') && (link.match(/\(/g)?.length ?? 0) < (link.match(/\)/g)?.length ?? 0)) link = link.slice(0, -1).replace(TRAILING, '');
  return link;
}

interface Span { start: number; end: number; piece: CommentPiece }

/**
 * Splits a comment's text into pieces. `mentions` maps lower-case names to the growers they resolved to; an @name
 * that resolved to nobody stays text. Links get an http(s) address (www. gets https://).
 */
export function tokenizeComment(text: string, mentions: Readonly<Record<string, number>>): CommentPiece[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(LINK)) {
    const link = trimLink(match[0]);
    const href = /^www\./i.test(link) ? `https://${link}` : link;
    spans.push({ start: match.index, end: match.index + link.length, piece: { kind: 'link', text: link, href } });
  }
  for (const match of withoutLinks(text).matchAll(MENTION)) {
    const name = cleanName(match[2]!);
    const userId = mentions[name.toLowerCase()];
    if (!name || userId === undefined) continue;
    const start = match.index + match[1]!.length;
    spans.push({ start, end: start + 1 + name.length, piece: { kind: 'mention', text: `@${name}`, user_id: userId } });
  }
  spans.sort((a, b) => a.start - b.start);
  const pieces: CommentPiece[] = [];
  let at = 0;
  for (const span of spans) {
    if (span.start > at) pieces.push({ kind: 'text', text: text.slice(at, span.start) });
    pieces.push(span.piece);
    at = span.end;
  }
  if (at < text.length) pieces.push({ kind: 'text', text: text.slice(at) });
  return pieces;
}
