import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Beach } from '@shared/beaches';
import { makeBeach } from '@shared/testing/make-beach';
import { renderWithQueryClient } from '@/testing/render-routes';
import { stubObjectUrls } from '@/testing/fake-upload';
import { stubApi } from '@/testing/stub-api';
import { restoreAfterEach, toastWith, withToasts } from '@/testing/toasts';
import { expectNoSeriousAxeIssues } from '@/testing/axe';
import { photoUploadedEvent } from '../api/upload-beach-photo';
import { cacheBusted, PhotoAdminTab } from './photo-admin-tab';

beforeEach(stubObjectUrls);
restoreAfterEach();

const woolacombe = makeBeach({
  id: 11,
  name: 'Woolacombe Beach',
  location: 'North Devon',
  accessType: 'seasonal',
  imageUrl: '/uploads/beaches/woolacombe.jpg',
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const bantham = makeBeach({
  id: 12,
  name: 'Bantham',
  location: 'South Devon',
  accessType: 'restricted',
  imageUrl: null,
});
const oddicombe = makeBeach({
  id: 13,
  name: 'Oddicombe',
  location: 'Torbay',
  accessType: 'year-round',
  imageUrl: 'https://example.org/oddicombe.webp',
  updatedAt: '2026-11-21T09:30:00.000Z',
});
const blackpool = makeBeach({
  id: 14,
  name: 'Blackpool Sands',
  location: 'South Devon',
  accessType: 'no-dogs',
});
const allBeaches = [woolacombe, bantham, oddicombe, blackpool];

function Tab({ initialSearch = '' }: { initialSearch?: string }) {
  const [search, setSearch] = useState(initialSearch);
  return (
    <>
      <p data-testid="shared-search">{search}</p>
      <PhotoAdminTab search={search} onSearchChange={setSearch} />
    </>
  );
}

const renderTab = (initialSearch?: string) =>
  renderWithQueryClient(withToasts(<Tab initialSearch={initialSearch} />));

const list = () => screen.getByRole('region', { name: 'Beach photos' });
const shownNames = () =>
  within(list())
    .getAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);
const row = (name: string) =>
  within(list()).getByRole('heading', { name }).closest('li') as HTMLElement;
const direction = () => screen.getByRole('button', { name: /order; switch to/ });

describe('PhotoAdminTab: the list', () => {
  it('shows skeletons, then the stand-alone card above a 600 px scrolling list by name', async () => {
    stubApi({ 'GET /api/admin/beaches': { body: allBeaches } });
    renderTab();
    expect(screen.getByText('Loading beaches...').closest('[role="status"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getAllByTestId('photo-admin-skeleton')).toHaveLength(4);
    expect(screen.getByRole('region', { name: 'Upload Beach Photo' })).toBeInTheDocument();

    await screen.findByRole('region', { name: 'Beach photos' });
    expect(screen.queryByTestId('photo-admin-skeleton')).toBeNull();
    expect(list()).toHaveAttribute('tabindex', '0');
    expect(list()).toHaveClass('max-h-[600px]', 'overflow-y-auto');
    expect(shownNames()).toEqual(['Bantham', 'Blackpool Sands', 'Oddicombe', 'Woolacombe Beach']);
    expect(screen.getByText('4 beaches')).toBeInTheDocument();
    // The stand-alone card comes before the list.
    expect(
      screen.getByRole('region', { name: 'Upload Beach Photo' }).compareDocumentPosition(list()) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expectNoSeriousAxeIssues(document.body);
  });

  it('gives each beach its badge, location, thumbnail and own uploader', async () => {
    stubApi({ 'GET /api/admin/beaches': { body: allBeaches } });
    renderTab();
    await screen.findByRole('region', { name: 'Beach photos' });

    const wool = row('Woolacombe Beach');
    expect(within(wool).getByText('Seasonal')).toBeInTheDocument();
    expect(within(wool).getByText('North Devon')).toBeInTheDocument();
    expect(within(wool).getByRole('img', { name: 'Photo of Woolacombe Beach' })).toHaveAttribute(
      'src',
      `/uploads/beaches/woolacombe.jpg?v=${encodeURIComponent(woolacombe.updatedAt)}`,
    );
    expect(
      within(wool).getByRole('group', { name: 'Upload a photo for Woolacombe Beach' }),
    ).toBeInTheDocument();
    expect(within(wool).getByLabelText('New photo')).toHaveAttribute('accept', 'image/*');

    const bant = row('Bantham');
    expect(within(bant).getByText('Some Restrictions')).toBeInTheDocument();
    expect(within(bant).queryByRole('img')).toBeNull();
    expect(within(bant).getByText('No photo')).toBeInTheDocument();

    expect(within(row('Oddicombe')).getByText('Year Round Access')).toBeInTheDocument();
    expect(within(row('Blackpool Sands')).getByText('No Dogs Allowed')).toBeInTheDocument();
    expect(within(list()).getAllByRole('group', { name: /^Upload a photo for / })).toHaveLength(4);
  });

  it('hides a thumbnail that fails to load', async () => {
    stubApi({ 'GET /api/admin/beaches': { body: allBeaches } });
    renderTab();
    await screen.findByRole('region', { name: 'Beach photos' });
    const thumbnail = within(row('Oddicombe')).getByRole('img', { name: 'Photo of Oddicombe' });
    fireEvent.error(thumbnail);
    expect(thumbnail).not.toBeVisible();
    expect(within(row('Oddicombe')).queryByRole('img')).toBeNull();
    expect(within(row('Oddicombe')).getByText('Photo not found')).toBeInTheDocument();
    // The others are untouched.
    expect(within(row('Woolacombe Beach')).getByRole('img')).toBeVisible();
  });

  it('fetches the thumbnails afresh after a photo-uploaded event', async () => {
    stubApi({ 'GET /api/admin/beaches': { body: allBeaches } });
    renderTab();
    await screen.findByRole('region', { name: 'Beach photos' });
    act(() => {
      window.dispatchEvent(new Event(photoUploadedEvent));
    });
    expect(within(row('Oddicombe')).getByRole('img')).toHaveAttribute(
      'src',
      `https://example.org/oddicombe.webp?v=${encodeURIComponent(`${oddicombe.updatedAt}-1`)}`,
    );
  });

  it('shows the new photo after an inline upload, without reloading the page', async () => {
    let stored = allBeaches;
    const fetchMock = stubApi({
      'GET /api/admin/beaches': () => ({ body: stored }),
      'POST /api/admin/upload-beach-photo': () => {
        stored = allBeaches.map((beach) =>
          beach.id === bantham.id
            ? {
                ...beach,
                imageUrl: '/uploads/beaches/bantham.jpg',
                updatedAt: '2026-11-23T08:00:00.000Z',
              }
            : beach,
        );
        return {
          status: 201,
          body: {
            originalName: 'bantham.jpg',
            imageUrl: '/uploads/beaches/bantham.jpg',
            url: '/uploads/beaches/bantham.jpg',
            beachId: bantham.id,
          },
        };
      },
    });
    renderTab();
    await screen.findByRole('region', { name: 'Beach photos' });
    fireEvent.change(within(row('Bantham')).getByLabelText('New photo'), {
      target: { files: [new File(['x'], 'bantham.jpg', { type: 'image/jpeg' })] },
    });
    fireEvent.click(within(row('Bantham')).getByRole('button', { name: 'Upload Photo' }));

    await toastWith('File: bantham.jpg');
    const form = fetchMock.mock.calls.find(([url]) => url === '/api/admin/upload-beach-photo')![1]!
      .body as FormData;
    expect(form.get('beachId')).toBe(String(bantham.id));
    const thumbnail = await within(row('Bantham')).findByRole('img', { name: 'Photo of Bantham' });
    expect(thumbnail.getAttribute('src')).toMatch(/^\/uploads\/beaches\/bantham\.jpg\?v=/);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/admin/beaches')).toHaveLength(2);
  });
});

describe('PhotoAdminTab: sorting', () => {
  it('sorts by name, location or access type, each both ways', async () => {
    stubApi({ 'GET /api/admin/beaches': { body: allBeaches } });
    renderTab();
    await screen.findByRole('region', { name: 'Beach photos' });
    const sortBy = screen.getByLabelText('Sort by');
    expect(
      within(sortBy)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Name', 'Location', 'Access type']);
    expect(direction()).toHaveTextContent('Ascending');
    expect(direction()).toHaveAccessibleName('Ascending order; switch to descending');

    fireEvent.click(direction());
    expect(direction()).toHaveTextContent('Descending');
    expect(direction()).toHaveAccessibleName('Descending order; switch to ascending');
    expect(shownNames()).toEqual(['Woolacombe Beach', 'Oddicombe', 'Blackpool Sands', 'Bantham']);

    fireEvent.change(sortBy, { target: { value: 'location' } });
    expect(shownNames()).toEqual(['Oddicombe', 'Bantham', 'Blackpool Sands', 'Woolacombe Beach']);
    fireEvent.click(direction());
    expect(shownNames()).toEqual(['Woolacombe Beach', 'Bantham', 'Blackpool Sands', 'Oddicombe']);

    fireEvent.change(sortBy, { target: { value: 'access' } });
    expect(shownNames()).toEqual(['Oddicombe', 'Woolacombe Beach', 'Bantham', 'Blackpool Sands']);
    fireEvent.click(direction());
    expect(shownNames()).toEqual(['Blackpool Sands', 'Bantham', 'Woolacombe Beach', 'Oddicombe']);
  });
});

describe('PhotoAdminTab: search', () => {
  it('filters by name or location, any case, with the search shared with Beach Management', async () => {
    stubApi({ 'GET /api/admin/beaches': { body: allBeaches } });
    renderTab();
    await screen.findByRole('region', { name: 'Beach photos' });
    const search = screen.getByLabelText('Search by name or location');

    fireEvent.change(search, { target: { value: 'SOUTH devon' } });
    expect(screen.getByTestId('shared-search')).toHaveTextContent('SOUTH devon');
    expect(shownNames()).toEqual(['Bantham', 'Blackpool Sands']);
    expect(screen.getByText('Showing 2 of 4 beaches')).toBeInTheDocument();

    fireEvent.change(search, { target: { value: 'odd' } });
    expect(shownNames()).toEqual(['Oddicombe']);

    fireEvent.change(search, { target: { value: 'Cornwall' } });
    expect(screen.queryByRole('region', { name: 'Beach photos' })).toBeNull();
    expect(screen.getByText('No beaches found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(shownNames()).toHaveLength(4);
  });

  it('starts from the search the other tab left', async () => {
    stubApi({ 'GET /api/admin/beaches': { body: allBeaches } });
    renderTab('woolacombe');
    await screen.findByRole('region', { name: 'Beach photos' });
    expect(screen.getByLabelText('Search by name or location')).toHaveValue('woolacombe');
    expect(shownNames()).toEqual(['Woolacombe Beach']);
  });
});

describe('PhotoAdminTab: empty and error', () => {
  it('says when there are no beaches, and still offers the stand-alone card', async () => {
    stubApi({ 'GET /api/admin/beaches': { body: [] as Beach[] } });
    renderTab();
    expect(await screen.findByText('No beaches yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Beach photos' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Upload Beach Photo' })).toBeInTheDocument();
  });

  it('says the beaches could not be loaded, and Retry loads them', async () => {
    let fail = true;
    stubApi({
      'GET /api/admin/beaches': () =>
        fail ? { status: 500, body: { message: 'Internal Server Error' } } : { body: allBeaches },
    });
    renderTab();
    expect(await screen.findByText('The beaches could not be loaded.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('region', { name: 'Beach photos' });
    expect(shownNames()).toHaveLength(4);
  });
});

describe('cacheBusted', () => {
  it('adds the version as v, after a ? or an &', () => {
    expect(cacheBusted('/uploads/a.jpg', '3')).toBe('/uploads/a.jpg?v=3');
    expect(cacheBusted('https://x.org/a.jpg?w=200', '2026-11-20T10:00:00.000Z')).toBe(
      'https://x.org/a.jpg?w=200&v=2026-11-20T10%3A00%3A00.000Z',
    );
  });
});
