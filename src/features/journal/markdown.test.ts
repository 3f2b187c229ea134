// @vitest-environment node
// Markdown of articles: formatting kept, every way of running script or loading frames removed, outside links safe.
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown';

describe('markdownToHtml', () => {
  it('keeps headings, emphasis, lists, tables and quotes, a heading 1 as a heading 2', () => {
    const html = markdownToHtml('# Soil\n\nCompost **first**.\n\n- a\n- b\n\n| x | y |\n|---|---|\n| 1 | 2 |\n\n> quote');
    expect(html).toContain('<h2>Soil</h2>');
    expect(html).toContain('<strong>first</strong>');
    expect(html).toContain('<li>a</li>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<blockquote>');
  });

  it('removes scripts, event handlers, javascript: links, frames, forms and styles', () => {
    const html = markdownToHtml([
      '<script>alert(1)</script>', '<img src="x" onerror="alert(2)">', '[click](javascript:alert(3))',
      '<iframe src="https://evil.test"></iframe>', '<form action="/x"><input name="a"></form>', '<p style="position:fixed">x</p>',
      '<a href="data:text/html,<script>alert(4)</script>">d</a>',
    ].join('\n\n'));
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|<form|<input|style=|data:text/i);
  });

  it('opens outside links in a new tab without the opener, and loads pictures lazily', () => {
    const html = markdownToHtml('[site](https://example.test) [here](/journal/x) ![a](/uploads/a.jpg)');
    expect(html).toContain('<a href="https://example.test" target="_blank" rel="nofollow noopener noreferrer">site</a>');
    expect(html).toContain('<a href="/journal/x">here</a>');
    expect(html).toMatch(/<img src="\/uploads\/a.jpg" alt="a" loading="lazy">/);
  });
});
