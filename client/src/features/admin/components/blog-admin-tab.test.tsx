import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quickUploadMessages } from '@shared/admin';
import { blogMessages, type AdminBlogPost } from '@shared/blog';
import { makeBlogPost } from '@shared/testing/make-blog-post';
import { renderRoutes } from '@/testing/render-routes';
import { sentBody, stubApi } from '@/testing/stub-api';
import { restoreAfterEach, toastWith, withToasts } from '@/testing/toasts';
import { BlogAdminTab, publishTexts } from './blog-admin-tab';

restoreAfterEach();

const adminPost = (overrides: Partial<AdminBlogPost> = {}): AdminBlogPost => ({
  ...makeBlogPost({
    content: '<p>Most bans run from 1 May.</p>',
    excerpt: 'Which beaches close in summer.',
    tags: ['Rules', 'Seasons'],
  }),
  markdown: 'Most bans run from 1 May.',
  ...overrides,
});

const draft = adminPost({
  id: 2,
  title: 'Tides and cliffs',
  slug: 'tides-and-cliffs',
  markdown: '## Tides\n\nCheck them.',
  content: '<h2>Tides</h2><p>Check them.</p>',
  excerpt: null,
  tags: [],
  featuredImage: null,
  isPublished: false,
  publishedAt: null,
});

const renderTab = () => renderRoutes([{ path: '/', element: withToasts(<BlogAdminTab />) }], '/');

const card = async (title: string) =>
  (await screen.findByRole('heading', { level: 3, name: title })).closest('article')!;

const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .map(([url, init], index) => ({ url, method: init?.method ?? 'GET', index }))
    .filter((call) => call.url === path && call.method === method);

describe('the Blog tab', () => {
  it('shows placeholders, then every post with its state, date and tags', async () => {
    stubApi({ 'GET /api/admin/blog': { body: [adminPost(), draft] } });
    renderTab();
    expect(screen.getAllByTestId('admin-post-skeleton')).toHaveLength(3);
    const published = within(await card('How Devon seasonal dog bans work'));
    expect(published.getByText('Published')).toBeInTheDocument();
    expect(published.getByText('Published 3 Nov 2026')).toBeInTheDocument();
    expect(published.getByText('Rules')).toBeInTheDocument();
    expect(published.getByText('Seasons')).toBeInTheDocument();
    expect(published.getByRole('button', { name: publishTexts.unpublish })).toBeInTheDocument();
    expect(published.getByRole('link', { name: /\/blog\/how-devon/ })).toHaveAttribute(
      'href',
      '/blog/how-devon-seasonal-dog-bans-work',
    );
    const unpublished = within(await card('Tides and cliffs'));
    expect(unpublished.getByText('Draft')).toBeInTheDocument();
    expect(unpublished.getByRole('button', { name: publishTexts.publish })).toBeInTheDocument();
    expect(screen.getByText('2 posts, 1 draft')).toBeInTheDocument();
  });

  it('has an empty state and a Retry', async () => {
    let fail = true;
    stubApi({
      'GET /api/admin/blog': () => (fail ? { status: 500, body: { message: 'x' } } : { body: [] }),
    });
    renderTab();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText(blogMessages.emptyTitle)).toBeInTheDocument();
  });

  it('writes a new post: required fields first, then the body the contract reads', async () => {
    const created = adminPost({ id: 9, title: 'Dog-friendly cafes' });
    const fetchMock = stubApi({
      'GET /api/admin/blog': { body: [] },
      'POST /api/admin/blog': { status: 201, body: created },
    });
    renderTab();
    await screen.findByText(blogMessages.emptyTitle);
    fireEvent.click(screen.getByRole('button', { name: 'New Post' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Post' }));

    fireEvent.click(dialog.getByRole('button', { name: 'Create Post' }));
    expect(await dialog.findByText(blogMessages.titleRequired)).toBeInTheDocument();
    expect(dialog.getByText(blogMessages.contentRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/blog')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Dog-friendly cafes' } });
    // The slug that a blank field will get is shown as its placeholder.
    expect(dialog.getByLabelText('Slug (optional)')).toHaveAttribute(
      'placeholder',
      'dog-friendly-cafes',
    );
    fireEvent.change(dialog.getByLabelText('Excerpt'), { target: { value: 'Where to warm up.' } });
    fireEvent.change(dialog.getByLabelText('Tags'), {
      target: { value: 'Cafes,  Winter , cafes,' },
    });
    fireEvent.change(dialog.getByLabelText('Content (Markdown)'), {
      target: { value: '## Salcombe\n\nThe **best** flat white.' },
    });
    fireEvent.click(dialog.getByLabelText(/Published/));
    fireEvent.click(dialog.getByRole('button', { name: 'Create Post' }));

    await toastWith(blogMessages.created);
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/blog');
    expect(sentBody(fetchMock, call!.index)).toEqual({
      title: 'Dog-friendly cafes',
      slug: null,
      excerpt: 'Where to warm up.',
      author: null,
      tags: ['Cafes', 'Winter'],
      featuredImage: null,
      markdown: '## Salcombe\n\nThe **best** flat white.',
      isPublished: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a post from its own values, and shows a taken slug beside the field', async () => {
    let taken = true;
    const fetchMock = stubApi({
      'GET /api/admin/blog': { body: [adminPost()] },
      'PUT /api/admin/blog/1': () =>
        taken
          ? { status: 409, body: { message: blogMessages.slugTaken } }
          : { body: adminPost({ title: 'Seasonal bans, explained' }) },
    });
    renderTab();
    fireEvent.click(
      within(await card('How Devon seasonal dog bans work')).getByRole('button', { name: 'Edit' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Post' }));
    expect(dialog.getByLabelText('Title')).toHaveValue('How Devon seasonal dog bans work');
    expect(dialog.getByLabelText('Slug (optional)')).toHaveValue(
      'how-devon-seasonal-dog-bans-work',
    );
    expect(dialog.getByLabelText('Tags')).toHaveValue('Rules, Seasons');
    expect(dialog.getByLabelText('Author')).toHaveValue('Tamsin Hext');
    expect(dialog.getByLabelText('Featured image URL')).toHaveValue('/uploads/bans.jpg');
    expect(dialog.getByLabelText('Content (Markdown)')).toHaveValue('Most bans run from 1 May.');
    expect(dialog.getByLabelText(/Published/)).toBeChecked();

    fireEvent.change(dialog.getByLabelText('Title'), {
      target: { value: 'Seasonal bans, explained' },
    });
    fireEvent.change(dialog.getByLabelText('Slug (optional)'), { target: { value: 'tides' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Post' }));
    await toastWith(blogMessages.saveFailed);
    expect(await dialog.findByText(blogMessages.slugTaken)).toBeInTheDocument();
    expect(dialog.getByLabelText('Slug (optional)')).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays.
    expect(dialog.getByLabelText('Title')).toHaveValue('Seasonal bans, explained');

    taken = false;
    fireEvent.change(dialog.getByLabelText('Slug (optional)'), {
      target: { value: 'seasonal-bans' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Post' }));
    await toastWith(blogMessages.updated);
    const puts = callsTo(fetchMock, 'PUT', '/api/admin/blog/1');
    expect(sentBody(fetchMock, puts.at(-1)!.index)).toEqual({
      title: 'Seasonal bans, explained',
      slug: 'seasonal-bans',
      excerpt: 'Which beaches close in summer.',
      author: 'Tamsin Hext',
      tags: ['Rules', 'Seasons'],
      featuredImage: '/uploads/bans.jpg',
      markdown: 'Most bans run from 1 May.',
      isPublished: true,
    });
  });

  it('previews the Markdown, showing raw HTML as text', async () => {
    stubApi({ 'GET /api/admin/blog': { body: [draft] } });
    renderTab();
    fireEvent.click(within(await card('Tides and cliffs')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Post' }));
    fireEvent.change(dialog.getByLabelText('Content (Markdown)'), {
      target: { value: '## Tides\n\n<script>alert(1)</script>\n\n[bad](javascript:alert(1))' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    expect(preview.getByRole('heading', { level: 2, name: 'Tides' })).toBeInTheDocument();
    expect(preview.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('[role="region"] script')).toBeNull();
    expect(preview.getByRole('link', { name: 'bad' })).toHaveAttribute('href', '#');
    expect(dialog.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(dialog.getByRole('button', { name: 'Write' }));
    expect(dialog.getByLabelText('Content (Markdown)')).toBeVisible();
  });

  it('uploads a featured image without a beach and puts its address in the field', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/blog': { body: [draft] },
      'POST /api/admin/upload-beach-photo': {
        status: 201,
        body: {
          originalName: 'cliffs.jpg',
          imageUrl: '/uploads/cliffs.webp',
          url: '/uploads/cliffs.webp',
          beachId: null,
        },
      },
    });
    renderTab();
    fireEvent.click(within(await card('Tides and cliffs')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Post' }));
    const file = new File(['jpeg'], 'cliffs.jpg', { type: 'image/jpeg' });
    fireEvent.change(dialog.getByLabelText('Upload Image'), { target: { files: [file] } });
    await toastWith(quickUploadMessages.uploaded);
    expect(dialog.getByLabelText('Featured image URL')).toHaveValue('/uploads/cliffs.webp');
    const [upload] = callsTo(fetchMock, 'POST', '/api/admin/upload-beach-photo');
    const form = fetchMock.mock.calls[upload!.index]?.[1]?.body as FormData;
    expect(form.get('photo')).toBeInstanceOf(File);
    expect(form.has('beachId')).toBe(false);
  });

  it('refuses a file that is not an image', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/blog': { body: [draft] } });
    renderTab();
    fireEvent.click(within(await card('Tides and cliffs')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Post' }));
    const file = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });
    fireEvent.change(dialog.getByLabelText('Upload Image'), { target: { files: [file] } });
    expect(await dialog.findByRole('alert')).toHaveTextContent('Please select an image file');
    expect(callsTo(fetchMock, 'POST', '/api/admin/upload-beach-photo')).toHaveLength(0);
  });

  it('publishes a draft and unpublishes a post, sending each whole', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/blog': { body: [adminPost(), draft] },
      'PUT /api/admin/blog/2': { body: { ...draft, isPublished: true } },
      'PUT /api/admin/blog/1': { body: adminPost({ isPublished: false }) },
    });
    renderTab();
    fireEvent.click(
      within(await card('Tides and cliffs')).getByRole('button', { name: publishTexts.publish }),
    );
    await toastWith(publishTexts.published);
    const [publish] = callsTo(fetchMock, 'PUT', '/api/admin/blog/2');
    expect(sentBody(fetchMock, publish!.index)).toEqual({
      title: 'Tides and cliffs',
      slug: 'tides-and-cliffs',
      excerpt: '',
      author: 'Tamsin Hext',
      tags: [],
      featuredImage: '',
      markdown: '## Tides\n\nCheck them.',
      isPublished: true,
    });

    fireEvent.click(
      within(await card('How Devon seasonal dog bans work')).getByRole('button', {
        name: publishTexts.unpublish,
      }),
    );
    await toastWith(publishTexts.unpublished);
    const [unpublish] = callsTo(fetchMock, 'PUT', '/api/admin/blog/1');
    expect(sentBody(fetchMock, unpublish!.index)).toMatchObject({
      title: 'How Devon seasonal dog bans work',
      isPublished: false,
    });
  });

  it('deletes a post after a confirmation', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/blog': { body: [adminPost()] },
      'DELETE /api/admin/blog/1': { body: { message: blogMessages.deleted } },
    });
    renderTab();
    fireEvent.click(
      within(await card('How Devon seasonal dog bans work')).getByRole('button', {
        name: 'Delete',
      }),
    );
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete Blog Post' }));
    expect(confirm.getByText(/How Devon seasonal dog bans work/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/admin/blog/1')).toHaveLength(0);
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await toastWith(blogMessages.deleted);
    expect(callsTo(fetchMock, 'DELETE', '/api/admin/blog/1')).toHaveLength(1);
  });

  it('says when a delete fails', async () => {
    stubApi({
      'GET /api/admin/blog': { body: [adminPost()] },
      'DELETE /api/admin/blog/1': { status: 500, body: { message: 'Database is down' } },
    });
    renderTab();
    fireEvent.click(
      within(await card('How Devon seasonal dog bans work')).getByRole('button', {
        name: 'Delete',
      }),
    );
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Blog Post' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await toastWith(blogMessages.deleteFailed);
    await toastWith('Database is down');
  });
});
