import { describe, expect, it } from 'vitest';
import { absoluteUrl, plainTextSnippet, postDescription, serializeJsonLd } from './structured-data';

describe('structured data helpers', () => {
  it('makes site paths absolute and leaves full addresses alone', () => {
    expect(absoluteUrl('/uploads/a.jpg', 'https://dogs.example')).toBe(
      'https://dogs.example/uploads/a.jpg',
    );
    expect(absoluteUrl('https://cdn.example/b.jpg', 'https://dogs.example')).toBe(
      'https://cdn.example/b.jpg',
    );
  });

  it('cannot be closed early by a post that holds </script>', () => {
    const json = serializeJsonLd({ headline: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });

  it('describes a post by its excerpt, else by its opening words without markup', () => {
    expect(postDescription({ excerpt: ' Short. ', content: '<p>Long</p>' })).toBe('Short.');
    expect(
      postDescription({ excerpt: null, content: '<h2>Tides</h2><p>Check <em>them</em>.</p>' }),
    ).toBe('Tides Check them.');
    const long = `<p>${'word '.repeat(60)}</p>`;
    const snippet = plainTextSnippet(long, 40);
    expect(snippet.length).toBeLessThanOrEqual(41);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).not.toContain('<');
  });
});
