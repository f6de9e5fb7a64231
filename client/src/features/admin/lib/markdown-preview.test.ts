import { describe, expect, it } from 'vitest';
import { isSafeUrl, renderMarkdownPreview } from './markdown-preview';

describe('the Markdown preview', () => {
  it('renders Markdown as the post will show it', () => {
    const html = renderMarkdownPreview('## Tides\n\n- **High** water\n\n> Mind the cliffs');
    expect(html).toContain('<h2>Tides</h2>');
    expect(html).toContain('<strong>High</strong>');
    expect(html).toContain('<blockquote>');
  });

  it('shows raw HTML as text, so nothing in it runs', () => {
    const html = renderMarkdownPreview(
      '<script>alert(1)</script>\n\nHi <img src=x onerror=alert(1)>',
    );
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('drops link and image addresses with a scheme other than http(s) or mailto', () => {
    const html = renderMarkdownPreview(
      '[a](javascript:alert(1)) [b](https://example.org) ![c](data:image/svg+xml,x) [d](/beaches)',
    );
    expect(html).toContain('<a href="#">a</a>');
    expect(html).toContain('<a href="https://example.org">b</a>');
    expect(html).toContain('<img src="" alt="c">');
    expect(html).toContain('<a href="/beaches">d</a>');
    expect(isSafeUrl('java\tscript:alert(1)')).toBe(false);
    expect(isSafeUrl('mailto:team@example.org')).toBe(true);
  });
});
