import { describe, expect, it } from 'vitest';
import { indexTemplate, withFirstScreen } from './static-client';

const built = `<!doctype html><html><head><title>Built</title><meta name="description" content="x" />
<link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div>
<script type="module" src="/assets/index.js"></script></body></html>`;

describe('withFirstScreen', () => {
  it('puts the drawing into the root, inert and hidden, and the preloads into the head', () => {
    const html = withFirstScreen(built, {
      html: '<main><h1>Anstey&#x27;s Cove</h1></main>',
      preloads: '<link rel="modulepreload" crossorigin href="/assets/beach.js">',
      digest: 'd1',
    });
    expect(html).toContain(
      '<div id="root" inert aria-hidden="true"><main><h1>Anstey&#x27;s Cove</h1></main></div>',
    );
    expect(html).toMatch(/href="\/assets\/beach\.js"><\/head>/);
    expect(html.match(/id="root"/g)).toHaveLength(1);
  });

  it('leaves the page as built without a drawing', () => {
    expect(withFirstScreen(built, null)).toBe(built);
  });

  it('keeps "$" sequences of the drawing as they are', () => {
    const html = withFirstScreen(built, {
      html: '<p>£5 or $& a day</p>',
      preloads: '',
      digest: 'd2',
    });
    expect(html).toContain('<p>£5 or $& a day</p>');
  });

  it('goes with the head template', () => {
    const page = withFirstScreen(indexTemplate(built)('<title>Page</title>'), {
      html: '<p>drawn</p>',
      preloads: '',
      digest: 'd3',
    });
    expect(page).toContain('<title>Page</title>');
    expect(page).not.toContain('Built');
    expect(page).toContain('<div id="root" inert aria-hidden="true"><p>drawn</p></div>');
  });
});
