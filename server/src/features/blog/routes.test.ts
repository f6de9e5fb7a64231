import { describe, expect, it } from 'vitest';
import { blogMessages, type AdminBlogPost, type BlogPost, type BlogPostInput } from '@shared/blog';
import { readBlogPosts } from '../../db/seed/blog';
import type { TestUser } from '../../../test/accounts';
import { latestAudit, type Method } from '../../../test/admin';
import { useFixture, type Call } from '../../../test/fixture';
import type { TestContext } from '../../../test/helper';

let ctx: TestContext, call: Call, admin: string, retired: string, user: TestUser;
useFixture({ admin: true, retired: true, users: [{}] }, (fixture) => {
  ({ ctx, call, admin, retired } = fixture);
  [user] = fixture.users;
});

const lastAudit = () => latestAudit(ctx, admin);

const draft = (overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: 'Winter walks at Bantham',
  excerpt: 'Where to walk when the summer ban is over.',
  tags: ['Walks', 'Winter'],
  featuredImage: '/uploads/beaches/bantham.webp',
  markdown: '## Out of season\n\nThe whole beach is yours from October.',
  isPublished: false,
  ...overrides,
});

async function createPost(overrides: Partial<BlogPostInput> = {}): Promise<AdminBlogPost> {
  const response = await call('POST', '/api/admin/blog', admin, draft(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminBlogPost>();
}

describe('the public blog', () => {
  it('lists the seeded posts, published, newest first, as sanitised HTML', async () => {
    const response = await call('GET', '/api/blog');
    expect(response.statusCode).toBe(200);
    const posts = response.json<BlogPost[]>();
    expect(posts).toHaveLength(readBlogPosts().length);
    const dates = posts.map((post) => post.publishedAt!);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of posts) {
      expect(post.isPublished).toBe(true);
      expect(post).not.toHaveProperty('markdown');
      expect(post.content).toMatch(/^<(p|h\d)>/);
    }
  });

  it('shows one post by slug, and 404 "Blog post not found" for an unknown slug', async () => {
    const [seeded] = readBlogPosts();
    const found = await call('GET', `/api/blog/${seeded!.slug}`);
    expect(found.statusCode).toBe(200);
    expect(found.json<BlogPost>()).toMatchObject({
      slug: seeded!.slug,
      title: seeded!.title,
      author: seeded!.author,
      tags: seeded!.tags,
    });
    const missing = await call('GET', '/api/blog/no-such-post');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Blog post not found' });
  });

  it('hides drafts from the public and from users, and shows them to administrators', async () => {
    const post = await createPost({ title: 'A draft about dune walks' });
    for (const cookie of ['', user.cookie, retired]) {
      const list = (await call('GET', '/api/blog', cookie)).json<BlogPost[]>();
      expect(list.map((item) => item.slug)).not.toContain(post.slug);
      const single = await call('GET', `/api/blog/${post.slug}`, cookie);
      expect(single.statusCode).toBe(404);
      expect(single.json()).toEqual({ message: blogMessages.notFoundTitle });
    }
    const list = await call('GET', '/api/blog', admin);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const [first] = list.json<BlogPost[]>();
    // A draft has no publication date, and comes first in the administrator's list.
    expect(first).toMatchObject({ slug: post.slug, isPublished: false, publishedAt: null });
    expect(first).not.toHaveProperty('markdown');
    const single = await call('GET', `/api/blog/${post.slug}`, admin);
    expect(single.statusCode).toBe(200);
    expect(single.json<BlogPost>().title).toBe('A draft about dune walks');
  });
});

describe('writing posts in the back office', () => {
  it('refuses anonymous visitors, users and disabled administrators with 401', async () => {
    const post = await createPost({ title: 'Guarded post' });
    const calls: [Method, string][] = [
      ['GET', '/api/admin/blog'],
      ['GET', `/api/admin/blog/${post.id}`],
      ['POST', '/api/admin/blog'],
      ['PUT', `/api/admin/blog/${post.id}`],
      ['DELETE', `/api/admin/blog/${post.id}`],
    ];
    for (const [method, url] of calls) {
      for (const cookie of ['', user.cookie, retired]) {
        const response = await call(method, url, cookie, method === 'GET' ? undefined : draft());
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toEqual({ message: 'Administrator sign-in required' });
      }
    }
    expect((await call('GET', `/api/admin/blog/${post.id}`, admin)).json()).toMatchObject({
      title: 'Guarded post',
    });
  });

  it('creates a post from Markdown: sanitised HTML, a slug from the title, the admin as author, audited', async () => {
    const post = await createPost({
      title: 'Rock pools & crabs: a guide',
      slug: '',
      author: '  ',
      tags: ['Rock pools', 'Rock pools', 'Kids'],
      markdown:
        '# Rock pools\n\nLook under the [weed](https://www.mcsuk.org/).\n\n<script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    expect(post).toMatchObject({
      title: 'Rock pools & crabs: a guide',
      slug: 'rock-pools-and-crabs-a-guide',
      author: 'Admin warden',
      tags: ['Rock pools', 'Kids'],
      excerpt: 'Where to walk when the summer ban is over.',
      featuredImage: '/uploads/beaches/bantham.webp',
      isPublished: false,
      publishedAt: null,
    });
    expect(post.markdown).toContain('<script>alert(1)</script>');
    expect(post.content).toBe(
      '<h1>Rock pools</h1>\n<p>Look under the <a href="https://www.mcsuk.org/" rel="noopener noreferrer">weed</a>.</p>\n<img loading="lazy" src="x" />',
    );
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: 'post.create',
      entityType: 'blog-post',
      entityId: String(post.id),
      summary: 'Rock pools & crabs: a guide',
      admin: { username: 'warden', name: 'Admin warden' },
    });
    expect(audit.after).toMatchObject({ slug: post.slug, markdown: post.markdown });
    expect(audit.after).not.toHaveProperty('content');

    const again = await createPost({ title: 'Rock pools & crabs: a guide' });
    expect(again.slug).toBe('rock-pools-and-crabs-a-guide-2');
  });

  it('answers 409 for a slug another post uses, on create and on update', async () => {
    const [seeded] = readBlogPosts();
    const taken = await call('POST', '/api/admin/blog', admin, draft({ slug: seeded!.slug }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: blogMessages.slugTaken });
    const post = await createPost({ title: 'Slug clash' });
    const clash = await call(
      'PUT',
      `/api/admin/blog/${post.id}`,
      admin,
      draft({ title: 'Slug clash', slug: seeded!.slug }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: blogMessages.slugTaken });
  });

  it('checks the form and names what is wrong', async () => {
    const cases: [Partial<BlogPostInput> | Record<string, unknown>, string][] = [
      [{ title: '  ' }, blogMessages.titleRequired],
      [{ markdown: '' }, blogMessages.contentRequired],
      [{ slug: 'Not A Slug' }, blogMessages.slugInvalid],
      [{ featuredImage: 'javascript:alert(1)' }, blogMessages.featuredImageInvalid],
    ];
    for (const [overrides, message] of cases) {
      const response = await call('POST', '/api/admin/blog', admin, { ...draft(), ...overrides });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    const { title: _title, markdown: _markdown, ...rest } = draft();
    const missing = await call('POST', '/api/admin/blog', admin, rest);
    expect(missing.json<{ errors: { message: string }[] }>().errors.map((e) => e.message)).toEqual([
      blogMessages.titleRequired,
      blogMessages.contentRequired,
    ]);
  });

  it('sets publishedAt on the first publication and keeps it through unpublish and republish', async () => {
    const post = await createPost({ title: 'Tide tables explained' });
    const put = (overrides: Partial<BlogPostInput>) =>
      call('PUT', `/api/admin/blog/${post.id}`, admin, draft({ title: post.title, ...overrides }));

    const published = (await put({ isPublished: true })).json<AdminBlogPost>();
    expect(published.isPublished).toBe(true);
    expect(published.publishedAt).not.toBeNull();
    expect(published.slug).toBe(post.slug);
    const publicList = (await call('GET', '/api/blog')).json<BlogPost[]>();
    expect(publicList[0]!.slug).toBe(post.slug);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'post.update', summary: 'Tide tables explained' });
    expect(audit.before).toEqual({ isPublished: false, publishedAt: null });
    expect(audit.after).toEqual({ isPublished: true, publishedAt: published.publishedAt });

    const unpublished = (await put({ isPublished: false })).json<AdminBlogPost>();
    expect(unpublished).toMatchObject({ isPublished: false, publishedAt: published.publishedAt });
    expect((await call('GET', `/api/blog/${post.slug}`)).statusCode).toBe(404);

    const republished = (
      await put({ isPublished: true, markdown: 'New **text**.' })
    ).json<AdminBlogPost>();
    expect(republished).toMatchObject({
      isPublished: true,
      publishedAt: published.publishedAt,
      markdown: 'New **text**.',
      content: '<p>New <strong>text</strong>.</p>',
    });
    expect((await lastAudit()).after).toEqual({ markdown: 'New **text**.', isPublished: true });
    expect((await call('GET', `/api/blog/${post.slug}`)).json<BlogPost>().content).toBe(
      '<p>New <strong>text</strong>.</p>',
    );
  });

  it('keeps the stored slug and author when the form leaves them blank, and logs nothing unchanged', async () => {
    const post = await createPost({ title: 'Keep me', author: 'Jenna Guest' });
    const before = await lastAudit();
    const saved = await call(
      'PUT',
      `/api/admin/blog/${post.id}`,
      admin,
      draft({ title: 'Keep me', slug: '', author: '' }),
    );
    expect(saved.json<AdminBlogPost>()).toMatchObject({ slug: post.slug, author: 'Jenna Guest' });
    expect((await lastAudit()).id).toBe(before.id);
  });

  it('lists every post with its Markdown for the back office, seeded posts included', async () => {
    const response = await call('GET', '/api/admin/blog', admin);
    expect(response.headers['cache-control']).toBe('no-store');
    const posts = response.json<AdminBlogPost[]>();
    for (const seeded of readBlogPosts()) {
      const post = posts.find((item) => item.slug === seeded.slug);
      expect(post?.markdown).toBe(seeded.markdown);
      expect(post?.content).toBe(seeded.content);
    }
    expect(posts.some((post) => !post.isPublished)).toBe(true);
  });

  it('deletes a post, audited, and answers 404 for an unknown id', async () => {
    const post = await createPost({ title: 'Short-lived', isPublished: true });
    const deleted = await call('DELETE', `/api/admin/blog/${post.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: blogMessages.deleted });
    expect(await lastAudit()).toMatchObject({
      action: 'post.delete',
      entityId: String(post.id),
      summary: 'Short-lived',
      before: { slug: post.slug, markdown: post.markdown },
    });
    expect((await call('GET', `/api/blog/${post.slug}`)).statusCode).toBe(404);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(
        method,
        `/api/admin/blog/${post.id}`,
        admin,
        method === 'PUT' ? draft() : undefined,
      );
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({ message: 'Blog post not found' });
    }
  });
});
