import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blogMessages, blogName } from '@shared/blog';
import { makeBlogPost as post } from '@shared/testing/make-blog-post';
import { renderRoutes } from '@/testing/render-routes';
import { noAnswer, stubApi } from '@/testing/stub-api';
import { expectNoSeriousAxeIssues } from '@/testing/axe';
import { BlogRoute } from './blog';
import { BlogPostRoute } from './blog-post';

const routes = [
  { path: '/blog', element: <BlogRoute /> },
  { path: '/blog/:slug', element: <BlogPostRoute /> },
  { path: '*', element: <p>Elsewhere</p> },
];

const jsonLd = () => {
  const script = document.querySelector('script[type="application/ld+json"]');
  expect(script).not.toBeNull();
  return JSON.parse(script?.textContent ?? '') as Record<string, unknown>;
};

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

const scrollTo = vi.fn();
beforeEach(() => {
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => vi.unstubAllGlobals());

describe('/blog', () => {
  it('shows four placeholder cards while the posts load', () => {
    stubApi({}, noAnswer);
    renderRoutes(routes, '/blog');
    expect(screen.getByRole('status', { name: 'Loading blog posts' })).toBeInTheDocument();
    expect(screen.getAllByTestId('blog-card-skeleton')).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 1, name: blogName })).toBeInTheDocument();
  });

  it('says so when there are no posts yet', async () => {
    stubApi({ 'GET /api/blog': { body: [] } });
    renderRoutes(routes, '/blog');
    expect(await screen.findByText(blogMessages.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(blogMessages.empty)).toBeInTheDocument();
    expect(screen.queryByTestId('blog-card-skeleton')).toBeNull();
  });

  it('shows a card per post: date or Draft, reading time, at most 3 tags, links to the post', async () => {
    stubApi({
      'GET /api/blog': {
        body: [
          post(),
          post({
            id: 2,
            title: 'Tides, cliffs and keeping your dog safe',
            slug: 'tides-cliffs',
            isPublished: false,
            publishedAt: null,
            featuredImage: null,
            excerpt: null,
            tags: ['Safety'],
            // About 950 words: each post's reading time is its own.
            content: `<p>${'Keep your dog on the lead near the cliff edge. '.repeat(95)}</p>`,
          }),
        ],
      },
    });
    renderRoutes(routes, '/blog');
    const list = await screen.findByRole('list', { name: 'Blog posts' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);

    const first = within(cards[0]!);
    expect(first.getByText('3 Nov 2026')).toBeInTheDocument();
    expect(first.getByText('1 min read')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'How Devon seasonal dog bans work' })).toHaveAttribute(
      'href',
      '/blog/how-devon-seasonal-dog-bans-work',
    );
    expect(
      first.getByText('Which beaches close to dogs in summer, and when.').closest('a'),
    ).toHaveAttribute('href', '/blog/how-devon-seasonal-dog-bans-work');
    const tags = within(first.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Rules', 'Seasons', 'Planning']);
    expect(first.queryByText('Summer')).toBeNull();
    expect(
      first.getByRole('link', { name: /Read More.*How Devon seasonal dog bans work/ }),
    ).toHaveAttribute('href', '/blog/how-devon-seasonal-dog-bans-work');
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', '/uploads/bans.jpg');

    const second = within(cards[1]!);
    expect(second.getByText('Draft')).toBeInTheDocument();
    expect(second.getByText('4 min read')).toBeInTheDocument();
    expect(second.getByTestId('post-image-placeholder')).toBeInTheDocument();
    await expectNoSeriousAxeIssues(document.body);
  });

  it('sets the title, the description and Blog structured data of published posts only', async () => {
    stubApi({
      'GET /api/blog': {
        body: [post(), post({ id: 2, slug: 'draft', isPublished: false, publishedAt: null })],
      },
    });
    renderRoutes(routes, '/blog');
    await screen.findByRole('list', { name: 'Blog posts' });
    await waitFor(() => expect(document.title).toBe(blogName));
    expect(description()).toMatch(/dog/i);
    const data = jsonLd();
    expect(data['@type']).toBe('Blog');
    expect(data.name).toBe(blogName);
    expect(data.blogPost).toEqual([
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: 'How Devon seasonal dog bans work',
        url: 'http://localhost:3000/blog/how-devon-seasonal-dog-bans-work',
        datePublished: '2026-11-03T10:00:00.000Z',
      }),
    ]);
  });

  it('offers Retry when the posts cannot be loaded', async () => {
    let fail = true;
    stubApi({
      'GET /api/blog': () =>
        fail ? { status: 500, body: { message: 'Boom' } } : { body: [post()] },
    });
    renderRoutes(routes, '/blog');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('list', { name: 'Blog posts' })).toBeInTheDocument();
  });
});

describe('/blog/:slug', () => {
  it('shows the post: image, date, reading time, author, title, tags and its HTML', async () => {
    stubApi({ 'GET /api/blog/how-devon-seasonal-dog-bans-work': { body: post() } });
    renderRoutes(routes, '/blog/how-devon-seasonal-dog-bans-work');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How Devon seasonal dog bans work' }),
    ).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    // British words for people, the machine-readable instant for machines.
    expect(screen.getByText('3 Nov 2026').closest('time')).toHaveAttribute(
      'datetime',
      post().publishedAt,
    );
    expect(screen.getByText('1 min read')).toBeInTheDocument();
    expect(screen.getByText('By Tamsin Hext')).toBeInTheDocument();
    // Every tag on the post's own page.
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Rules', 'Seasons', 'Planning', 'Summer']);
    // The HTML as given: its own heading, emphasis and list.
    expect(
      screen.getByRole('heading', { level: 2, name: 'The short version' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 May').tagName).toBe('STRONG');
    expect(screen.getByText('Check the signs').tagName).toBe('LI');
    expect(document.querySelector('article img')).toHaveAttribute('src', '/uploads/bans.jpg');
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Explore Beaches' })).toHaveAttribute(
      'href',
      '/beaches',
    );
    await expectNoSeriousAxeIssues(document.body);
  });

  it('sets the title, the excerpt as description and BlogPosting structured data', async () => {
    stubApi({ 'GET /api/blog/how-devon-seasonal-dog-bans-work': { body: post() } });
    renderRoutes(routes, '/blog/how-devon-seasonal-dog-bans-work');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(document.title).toBe(`How Devon seasonal dog bans work | ${blogName}`),
    );
    expect(description()).toBe('Which beaches close to dogs in summer, and when.');
    expect(jsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'How Devon seasonal dog bans work',
      description: 'Which beaches close to dogs in summer, and when.',
      datePublished: '2026-11-03T10:00:00.000Z',
      dateModified: '2026-11-04T12:00:00.000Z',
      author: { '@type': 'Person', name: 'Tamsin Hext' },
      image: 'http://localhost:3000/uploads/bans.jpg',
      keywords: 'Rules, Seasons, Planning, Summer',
      mainEntityOfPage: {
        '@type': 'WebPage',
        '@id': 'http://localhost:3000/blog/how-devon-seasonal-dog-bans-work',
      },
      url: 'http://localhost:3000/blog/how-devon-seasonal-dog-bans-work',
      isPartOf: { '@type': 'Blog', name: blogName, url: 'http://localhost:3000/blog' },
    });
  });

  it('shows Draft, and a placeholder for a post without an image', async () => {
    stubApi({
      'GET /api/blog/draft': {
        body: post({ slug: 'draft', isPublished: false, publishedAt: null, featuredImage: null }),
      },
    });
    renderRoutes(routes, '/blog/draft');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByTestId('post-image-placeholder')).toBeInTheDocument();
  });

  it('says the post does not exist, with Back to Blog and no Retry', async () => {
    stubApi({
      'GET /api/blog/nope': { status: 404, body: { message: blogMessages.notFoundTitle } },
    });
    renderRoutes(routes, '/blog/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: blogMessages.notFoundTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(blogMessages.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry when the post could not be fetched', async () => {
    let fail = true;
    stubApi({
      'GET /api/blog/how-devon-seasonal-dog-bans-work': () =>
        fail ? { status: 503, body: { message: 'Down' } } : { body: post() },
    });
    renderRoutes(routes, '/blog/how-devon-seasonal-dog-bans-work');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText(blogMessages.notFoundTitle)).toBeInTheDocument();
    fail = false;
    fireEvent.click(retry);
    expect(
      await screen.findByRole('heading', { level: 1, name: post().title }),
    ).toBeInTheDocument();
  });
});
