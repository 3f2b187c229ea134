// The CSS of a page rendered on the server written into its HTML (docs/server-rendering.md "First paint"): the shell's
// stylesheets and the route's own are inlined, so no stylesheet request blocks the first paint.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The shell's stylesheets (`<link rel="stylesheet" …>`, from index.html) and a route's style preloads (route-preloads.ts). */
const STYLE_LINK = /<link rel="(?:stylesheet|preload" as="style)" crossorigin href="\/(assets\/[\w.-]+\.css)"\s*\/?>/g;

/** CSS safe inside a <style> element: nothing in it can close the element ("</style" becomes "<\/style", the same
 * characters to CSS). */
export function styleSafeCss(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/** Rewrites a page's head: its stylesheets and style preloads become the files' CSS in `<style>` elements. */
export type StyleInliner = (html: string) => string;

/**
 * The inliner of a client build's CSS (read once per file). Each inlined file stays linked, `disabled`: the browser
 * never fetches a disabled stylesheet (no request competes with the page's text and largest image), and Vite's
 * loader, which adds the stylesheets of every chunk it imports unless a `rel="stylesheet"` link to it exists, finds it
 * and never makes the client wait for it. A file missing from the build stays a plain stylesheet.
 */
export function createStyleInliner(distDir: string): StyleInliner {
  const files = new Map<string, string | null>();
  const css = (file: string) => {
    if (!files.has(file)) {
      const filePath = path.join(distDir, file);
      files.set(file, existsSync(filePath) ? styleSafeCss(readFileSync(filePath, 'utf8')) : null);
    }
    return files.get(file) ?? null;
  };
  return (html) => html.replace(STYLE_LINK, (_tag, file: string) => {
    const text = css(file);
    const link = `<link rel="stylesheet" crossorigin href="/${file}"`;
    return text === null ? `${link} />` : `<style>${text}</style>${link} disabled />`;
  });
}
