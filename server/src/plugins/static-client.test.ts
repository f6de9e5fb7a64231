import { describe, expect, it } from 'vitest';
import type { SsrPage } from './ssr';
import { controlsInertUntilHydrated, indexTemplate, withServerRender } from './static-client';

const built = `<!doctype html><html><head><title>Built</title><meta name="description" content="x" />
<link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div>
<script type="module" src="/assets/index.js"></script></body></html>`;

/** A server render of `html` for a signed-in visitor, no styles; pass what the test is about. */
const serverRender = (html: string, overrides: Partial<SsrPage> = {}): SsrPage => ({
  html,
  styles: '',
  digest: 'd1',
  signedOut: false,
  ...overrides,
});

describe('withServerRender', () => {
  const appPreloads = '<link rel="modulepreload" crossorigin href="/assets/hydrate.js">';

  it('puts the server render into the root, hidden, and its styles (no scripts) into the head', () => {
    const html = withServerRender(
      built,
      serverRender('<main><h1>Anstey&#x27;s Cove</h1></main>', {
        styles: '<link rel="stylesheet" crossorigin href="/assets/prose.css">',
      }),
      appPreloads,
    );
    expect(html).toContain(
      '<div id="root" aria-hidden="true"><main><h1>Anstey&#x27;s Cove</h1></main></div>',
    );
    expect(html).toMatch(/href="\/assets\/prose\.css"><\/head>/);
    expect(html).not.toContain('modulepreload');
    expect(html.match(/id="root"/g)).toHaveLength(1);
  });

  it('says when the page was rendered for a visitor without a session cookie', () => {
    const html = withServerRender(
      built,
      serverRender('<h1>Sign In Required</h1>', { signedOut: true }),
    );
    expect(html).toContain(
      '<div id="root" aria-hidden="true" data-visitor="signed-out"><h1>Sign In Required</h1></div>',
    );
  });

  it('without a server render, preloads the app the entry loads at once', () => {
    expect(withServerRender(built, null)).toBe(built);
    const html = withServerRender(built, null, appPreloads);
    expect(html).toContain(`${appPreloads}</head>`);
    expect(html).toContain('<div id="root"></div>');
  });

  it('keeps "$" sequences of the server render as they are', () => {
    const html = withServerRender(built, serverRender('<p>£5 or $& a day</p>'));
    expect(html).toContain('<p>£5 or $& a day</p>');
  });

  it('goes with the head template', () => {
    const page = withServerRender(
      indexTemplate(built)('<title>Page</title>'),
      serverRender('<p>rendered</p>'),
    );
    expect(page).toContain('<title>Page</title>');
    expect(page).not.toContain('Built');
    expect(page).toContain('<div id="root" aria-hidden="true"><p>rendered</p></div>');
  });
});

describe('controlsInertUntilHydrated', () => {
  it('makes the buttons and form fields inert, named for the page, and nothing else', () => {
    const markup =
      '<form><label>Search<input type="search" value=""/></label><select><option>A</option></select>' +
      '<textarea></textarea><button type="submit">Go</button></form><a href="/beaches">All</a>' +
      '<p>&lt;button&gt; and &lt;input are text</p><buttons-list></buttons-list>';
    expect(controlsInertUntilHydrated(markup)).toBe(
      '<form><label>Search<input inert data-ssr-inert type="search" value=""/></label>' +
        '<select inert data-ssr-inert><option>A</option></select>' +
        '<textarea inert data-ssr-inert></textarea>' +
        '<button inert data-ssr-inert type="submit">Go</button></form><a href="/beaches">All</a>' +
        '<p>&lt;button&gt; and &lt;input are text</p><buttons-list></buttons-list>',
    );
  });

  it('is part of the page the server sends', () => {
    const html = withServerRender(built, serverRender('<button>Menu</button>'));
    expect(html).toContain(
      '<div id="root" aria-hidden="true"><button inert data-ssr-inert>Menu</button></div>',
    );
  });
});
