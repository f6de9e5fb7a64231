import { describe, expect, it } from 'vitest';
import { postHtmlFromMarkdown } from './markdown';
import { sanitisePostHtml } from './sanitise';

describe('sanitisePostHtml removes what could run or restyle the page', () => {
  it.each([
    ['a script tag and its code', '<p>Sand<script>alert(1)</script></p>', '<p>Sand</p>'],
    [
      'an event handler',
      '<img src="/uploads/a.webp" onerror="alert(1)" alt="Dog">',
      '<img loading="lazy" src="/uploads/a.webp" alt="Dog" />',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">Tides</a>', '<a>Tides</a>'],
    [
      'a javascript: link hidden by case and a tab',
      '<a href="JaVa&#x09;ScRiPt:alert(1)">Tides</a>',
      '<a>Tides</a>',
    ],
    ['an iframe', '<p>Map</p><iframe src="https://example.com/embed"></iframe>', '<p>Map</p>'],
    [
      'SVG with a script',
      '<svg onload="alert(1)"><script>alert(2)</script><text>Hi</text></svg><p>After</p>',
      '<p>After</p>',
    ],
    [
      'style attributes, classes and handlers on text',
      '<p style="color:red" class="big" onclick="go()">Calm</p>',
      '<p>Calm</p>',
    ],
    [
      'style, object, embed and form elements',
      '<style>p{display:none}</style><object data="x"></object><embed src="y"><form><input name="q"></form><p>Kept</p>',
      '<p>Kept</p>',
    ],
    [
      'an image from a data: or javascript: URL',
      '<p>A<img src="data:image/png;base64,AAAA">B<img src="javascript:alert(1)"></p>',
      '<p>AB</p>',
    ],
    [
      'a protocol-relative link',
      '<a href="//evil.example/">Elsewhere</a>',
      '<a rel="noopener noreferrer">Elsewhere</a>',
    ],
    ['MathML', '<math><mi xlink:href="javascript:alert(1)">x</mi></math><p>Ok</p>', '<p>Ok</p>'],
  ])('%s', (_case, html, expected) => {
    expect(sanitisePostHtml(html)).toBe(expected);
  });

  it('keeps a non-numeric size off an image, and an unknown loading value', () => {
    expect(
      sanitisePostHtml(
        '<img src="https://example.com/a.jpg" width="640" height="100%" loading="soon">',
      ),
    ).toBe('<img loading="lazy" src="https://example.com/a.jpg" width="640" />');
  });
});

describe('sanitisePostHtml keeps the structure of a post', () => {
  it('keeps headings, paragraphs, lists, quotes, code and tables', () => {
    const html = [
      '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>',
      '<p>A <strong>bold</strong>, <em>calm</em>, <b>b</b>, <i>i</i> and <code>code</code> line.<br />Next</p><hr />',
      '<ul><li>Lead</li><li>Water</li></ul><ol start="3"><li>Third</li></ol>',
      '<blockquote><p>Quote</p></blockquote><pre><code class="language-ts">const dog = 1;</code></pre>',
      '<table><caption>Tides</caption><thead><tr><th align="center" scope="col">Time</th></tr></thead>',
      '<tbody><tr><td colspan="2">06:12</td></tr></tbody></table>',
    ].join('');
    expect(sanitisePostHtml(html)).toBe(html);
  });

  it('keeps links, marking those that leave the site noopener noreferrer', () => {
    expect(
      sanitisePostHtml(
        '<a href="https://www.devon.gov.uk/" target="_blank" rel="opener">Council</a> ' +
          '<a href="/beaches" rel="nofollow">Beaches</a> <a href="mailto:hello@example.org">Mail</a>',
      ),
    ).toBe(
      '<a href="https://www.devon.gov.uk/" rel="noopener noreferrer">Council</a> ' +
        '<a href="/beaches">Beaches</a> <a href="mailto:hello@example.org">Mail</a>',
    );
  });

  it('keeps images with their text and size inside figures', () => {
    const html =
      '<figure><img loading="eager" src="https://example.com/bantham.jpg" alt="Bantham at low tide" width="1200" height="800" /><figcaption>Bantham</figcaption></figure>';
    expect(sanitisePostHtml(html)).toBe(html);
  });
});

describe('postHtmlFromMarkdown', () => {
  it('converts Markdown, then sanitises the HTML written inside it', () => {
    const html = postHtmlFromMarkdown(
      [
        '## Before you go',
        '',
        '- Check the [tides](/beaches) and the [Met Office](https://www.metoffice.gov.uk/)',
        '- Pack water',
        '',
        '![A dog on the sand](/uploads/dog.webp)',
        '',
        '<script>steal()</script><img src=x onerror=alert(1)>',
        '',
        '[Click](javascript:alert(1))',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Before you go</h2>');
    expect(html).toContain('<li>Check the <a href="/beaches">tides</a>');
    expect(html).toContain(
      '<a href="https://www.metoffice.gov.uk/" rel="noopener noreferrer">Met Office</a>',
    );
    expect(html).toContain(
      '<img loading="lazy" src="/uploads/dog.webp" alt="A dog on the sand" />',
    );
    expect(html).not.toMatch(/script|onerror|javascript/i);
  });
});
