// Reads the .eml files the server writes to DATA_DIR/mail: headers, and the decoded text and HTML parts (tests only).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ParsedMail {
  file: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

/** Headers of a MIME part, names lower-cased, folded lines joined, RFC 2047 words decoded. */
function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_, _charset: string, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')));
}

/** Quoted-printable to text: each =XX is one byte of UTF-8 (a literal "%2B" in a link stays as written). */
function decodeQuotedPrintable(data: string): string {
  const bytes = data.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  return { headers: parseHeaders(raw.slice(0, end)), body: raw.slice(end).replace(/^\r?\n\r?\n/, '') };
}

/** Collects the text/plain and text/html parts of a (possibly nested multipart) part. */
function collect(part: { headers: Record<string, string>; body: string }, into: { text: string; html: string }): void {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) if (!piece.startsWith('--')) collect(splitPart(piece.replace(/^\r?\n/, '')), into);
    return;
  }
  const decoded = decodeBody(part.body, part.headers['content-transfer-encoding']?.toLowerCase());
  if (type.startsWith('text/html')) into.html = decoded;
  else if (type.startsWith('text/plain')) into.text = decoded;
}

export function parseEml(raw: string, file = ''): ParsedMail {
  const top = splitPart(raw);
  const parts = { text: '', html: '' };
  collect(top, parts);
  return { file, headers: top.headers, ...parts };
}

/** Every mail in the folder, oldest first (their names start with the time they were written). */
export async function readMailbox(dir: string): Promise<ParsedMail[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => parseEml(await readFile(path.join(dir, name), 'utf8'), name)));
}

/** The first link in a mail's text that starts with the given address. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link to ${prefix} in ${mail.file}`);
  return link;
}
