import { afterEach, describe, expect, it, vi } from 'vitest';
import { listDayChoices, listDayRange } from '@shared/list-day';
import { beachesRenderQuery, beachRenderQuery, chunkFiles, SsrRenderer } from './ssr';

/** A render module that counts its renders and can be held or made to fail. */
function fakeModule() {
  const state = { renders: 0, fail: false, release: null as (() => void) | null, hold: false };
  const module = {
    async renderPage(url: string, { signedOut = false } = {}) {
      state.renders += 1;
      const n = state.renders;
      if (state.hold) await new Promise<void>((resolve) => (state.release = resolve));
      if (state.fail) throw new Error('render failed');
      const visitor = signedOut ? ' signed out' : '';
      return `<title>x</title><main><h1>${url}${visitor} #${n}</h1><script>alert(1)</script></main>`;
    },
  };
  return { module, state };
}

const preloads = new Map([['src/app/routes/beach.tsx', '<link rel="stylesheet" href="/b.css">']]);

describe('SsrRenderer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders the public pages at their plain path only, without head tags or scripts', async () => {
    const { module, state } = fakeModule();
    const ssr = new SsrRenderer(module, preloads, () => 1);
    const page = await ssr.render('/beach/bantham');
    expect(page?.html).toBe('<main><h1>/beach/bantham #1</h1></main>');
    expect(page?.styles).toBe('<link rel="stylesheet" href="/b.css">');
    expect(page?.digest).toMatch(/^[\w-]{43}$/);
    expect(await ssr.render('/beach/bantham?tab=walks')).toBeNull();
    expect(await ssr.render('/beaches?beachType=sandy')).toBeNull();
    expect(await ssr.render('/admin')).toBeNull();
    expect(state.renders).toBe(1);
  });

  it('renders the account pages with only the query values that change their markup', async () => {
    const { module, state } = fakeModule();
    const ssr = new SsrRenderer(module, preloads, () => 1);
    for (const path of ['/auth', '/contact', '/forgot-password', '/profile', '/admin/login']) {
      expect((await ssr.render(path))?.html, path).toContain(`${path} #`);
    }
    expect(state.renders).toBe(5);
    // returnTo does not show: the plain render serves; the Sign Up tab is a render of its own.
    expect((await ssr.render('/auth?returnTo=%2Fbeaches'))?.html).toContain('/auth #1');
    expect((await ssr.render('/auth?tab=signup&returnTo=%2F'))?.html).toContain(
      '/auth?tab=signup #6',
    );
    // A reset link's token is never rendered, nor kept: every link shares one render.
    const a = await ssr.render('/reset-password?token=secret-one');
    const b = await ssr.render('/reset-password?token=secret-two');
    expect(a?.html).toContain('/reset-password?token=from-the-link #7');
    expect(b).toBe(a);
    expect((await ssr.render('/reset-password'))?.html).toContain('/reset-password #8');
    expect(await ssr.render('/community/upload?beachId=3')).toBeNull();
  });

  it('renders the beach list with a chosen day, and leaves any other filter to the browser', async () => {
    const { module, state } = fakeModule();
    const ssr = new SsrRenderer(module, preloads, () => 1);
    const { today, saturday } = listDayChoices();
    expect((await ssr.render(`/beaches?dogsAllowedOn=${saturday}`))?.html).toContain(
      `/beaches?dogsAllowedOn=${saturday} #1`,
    );
    // Written with spaces around it, the same day is the same render.
    expect((await ssr.render(`/beaches?dogsAllowedOn=+${saturday}+`))?.html).toContain('#1');
    expect(await ssr.render(`/beaches?dogsAllowedOn=${today}&offlead=1`)).toBeNull();
    expect(await ssr.render(`/beaches?today=1`)).toBeNull();
    // A day the browser would not read is its plain list.
    expect((await ssr.render('/beaches?dogsAllowedOn=2020-01-01'))?.html).toContain('/beaches #2');
    expect((await ssr.render(`/beaches?dogsAllowedOn=${listDayRange().last}`))?.html).toContain(
      '#3',
    );
    expect(state.renders).toBe(3);
  });

  // Half past midnight in London on Thursday 16 July 2026, still the 15th in UTC.
  const thursdayInLondon = new Date('2026-07-15T23:30:00Z');

  it.each([
    ['', ''],
    ['dogsAllowedOn=2026-07-16', 'dogsAllowedOn=2026-07-16'],
    ['dogsAllowedOn=2027-07-16', 'dogsAllowedOn=2027-07-16'],
    ['dogsAllowedOn=2026-07-15', ''],
    ['dogsAllowedOn=2027-07-17', ''],
    ['dogsAllowedOn=2026-02-30', ''],
    ['dogsAllowedOn=2026-07-18&page=2', null],
    ['q=bay', null],
  ])('reads the list’s day in London, from today to a year ahead: "%s"', (text, expected) => {
    expect(beachesRenderQuery(new URLSearchParams(text), thursdayInLondon)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['date=2026-07-16', ''],
    ['date=2026-07-17', 'date=2026-07-17'],
    ['date=2027-07-16', 'date=2027-07-16'],
    ['date=2027-07-17', ''],
    ['date=nonsense', ''],
    ['date=2026-07-17&utm_source=x', null],
  ])(
    'renders a beach page on the day its address names, today as the plain page: "%s"',
    (text, expected) => {
      expect(beachRenderQuery(new URLSearchParams(text), thursdayInLondon)).toBe(expected);
    },
  );

  it('renders a signed-in page as a signed-out visitor sees it when there is no session cookie', async () => {
    const { module } = fakeModule();
    const ssr = new SsrRenderer(module, preloads, () => 1);
    const visitor = await ssr.render('/profile', 200, { sessionCookie: false });
    expect(visitor).toMatchObject({ signedOut: true });
    expect(visitor?.html).toContain('/profile signed out #1');
    const withCookie = await ssr.render('/profile', 200, { sessionCookie: true });
    expect(withCookie).toMatchObject({ signedOut: false });
    expect(withCookie?.html).toContain('/profile #2');
    // Other pages are the same for everyone: one render.
    const home = await ssr.render('/', 200, { sessionCookie: false });
    expect(home).toMatchObject({ signedOut: false });
    expect(await ssr.render('/', 200, { sessionCookie: true })).toBe(home);
  });

  it('renders the not-found page once for every unknown path, but not for a missing beach', async () => {
    const { module, state } = fakeModule();
    const ssr = new SsrRenderer(module, preloads, () => 1);
    const first = await ssr.render('/no/such/page', 404);
    expect(first?.html).toContain('/404 #1');
    expect(await ssr.render('/another?x=1', 404)).toBe(first);
    expect(await ssr.render('/beach/no-such-beach', 404)).toBeNull();
    expect(await ssr.render('/blog/no-such-post', 404)).toBeNull();
    expect(state.renders).toBe(1);
  });

  it('keeps a render, and after a catalogue change sends it while rendering the next', async () => {
    const { module, state } = fakeModule();
    let version = 1;
    const ssr = new SsrRenderer(module, preloads, () => version);
    const [a, b] = await Promise.all([ssr.render('/'), ssr.render('/')]);
    expect(a).toBe(b);
    expect(state.renders).toBe(1);
    expect(await ssr.render('/')).toBe(a);

    version = 2;
    state.hold = true;
    // The old render is sent at once; the new one is in progress.
    expect(await ssr.render('/')).toBe(a);
    expect(state.renders).toBe(2);
    expect(await ssr.render('/')).toBe(a);
    expect(state.renders).toBe(2);
    state.release?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await ssr.render('/'))?.html).toContain('#2');
  });

  it('keeps a render for its London day only: after midnight the page is rendered anew', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T23:58:00Z'));
    const { module, state } = fakeModule();
    const ssr = new SsrRenderer(module, preloads, () => 1);
    const before = await ssr.render('/beach/ansteys-cove');
    vi.setSystemTime(new Date('2026-11-27T23:59:59Z'));
    expect(await ssr.render('/beach/ansteys-cove')).toBe(before);

    vi.setSystemTime(new Date('2026-11-28T00:01:00Z'));
    // Not yesterday's render, sent while the next is made: the day's own, awaited.
    const after = await ssr.render('/beach/ansteys-cove');
    expect(after).not.toBe(before);
    expect(after?.html).toContain('#2');
    expect(state.renders).toBe(2);
  });

  it('does not keep a failed render: the next request tries again', async () => {
    const { module, state } = fakeModule();
    const ssr = new SsrRenderer(module, preloads, () => 1);
    state.fail = true;
    await expect(ssr.render('/blog')).rejects.toThrow('render failed');
    state.fail = false;
    expect((await ssr.render('/blog'))?.html).toContain('/blog #2');
  });
});

describe('chunkFiles', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', imports: ['_shared.js'], css: ['assets/index.css'] },
    '_shared.js': { file: 'assets/shared.js' },
    '_react.js': { file: 'assets/react.js', imports: ['_shared.js'] },
    'src/app/hydrate.tsx': { file: 'assets/hydrate.js', imports: ['index.html', '_react.js'] },
    'src/app/routes/blog-post.tsx': {
      file: 'assets/blog-post.js',
      imports: ['_react.js', '_prose.js'],
    },
    '_prose.js': { file: 'assets/prose.js', css: ['assets/prose.css'] },
  };

  it('lists each chunk once with what it imports, but what the HTML entry already loads', () => {
    expect(chunkFiles(manifest, ['src/app/hydrate.tsx', 'src/app/routes/blog-post.tsx'])).toEqual({
      scripts: ['assets/hydrate.js', 'assets/react.js', 'assets/blog-post.js', 'assets/prose.js'],
      styles: ['assets/prose.css'],
    });
    expect(chunkFiles(manifest, ['src/unknown.tsx'])).toEqual({ scripts: [], styles: [] });
  });
});
