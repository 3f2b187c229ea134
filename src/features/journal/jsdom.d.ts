// The little of jsdom that server rendering uses (jsdom ships no types): one window for DOMPurify (markdown.ts).
declare module 'jsdom' {
  import type { WindowLike } from 'dompurify';

  export class JSDOM {
    constructor(html: string);
    readonly window: WindowLike;
  }
}
