// The head of a page rendered on the server names the loader of the app's code instead of the code itself.
import { describe, expect, it } from 'vitest';
import { codeAfterPaint } from './code-after-paint';

const HEAD = [
  '<head><title>t</title>',
  '<script type="module" crossorigin src="/assets/index-A.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/vendor-B.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-C.css">',
  '<link rel="modulepreload" crossorigin href="/assets/route-D.js" />',
  '</head><body><div id="app"></div></body>',
].join('\n    ');

describe('codeAfterPaint', () => {
  it('moves the entry and every module preload, in order, into the list the loader reads', () => {
    const html = codeAfterPaint(HEAD, 'assets/paint-first-E.js');
    expect(html).not.toContain('index-A.js"></script>');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
    expect(html).toContain('<script type="application/json" id="gd-code">{"entry":"/assets/index-A.js","preload":["/assets/vendor-B.js","/assets/route-D.js"]}</script>');
    expect(html.indexOf('<script type="module" crossorigin src="/assets/paint-first-E.js" fetchpriority="low"></script>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves the page as it is when the build has no loader or the shell no entry', () => {
    expect(codeAfterPaint(HEAD, undefined)).toBe(HEAD);
    const noEntry = HEAD.replace(/<script[^>]*><\/script>/, '');
    expect(codeAfterPaint(noEntry, 'assets/paint-first-E.js')).toBe(noEntry);
  });
});
