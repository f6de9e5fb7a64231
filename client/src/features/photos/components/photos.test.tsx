import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CommunityPhoto, MyPhoto } from '@shared/photos';
import { stubObjectUrls } from '@/testing/fake-upload';
import { renderRoutes } from '@/testing/render-routes';
import { stubApi } from '@/testing/stub-api';
import { restoreAfterEach, toastWith, withToasts } from '@/testing/toasts';
import type { PhotoToUpload } from '../api/photos';
import { MyPhotos } from './my-photos';
import { BeachPhotoGrid } from './photo-grid';
import { PhotoPicker } from './photo-picker';

beforeAll(stubObjectUrls);
restoreAfterEach();

const photo = (id: number, caption: string | null): CommunityPhoto => ({
  id,
  beachId: 3,
  beachName: 'Croyde',
  photoUrl: `/uploads/community/p${id}-960.webp`,
  srcSet: `/uploads/community/p${id}-480.webp 480w, /uploads/community/p${id}-960.webp 960w`,
  width: 960,
  height: 640,
  caption,
  createdAt: '2026-11-20T10:00:00.000Z',
  authorName: 'Wenna T.',
});

const render = (element: ReactNode) =>
  renderRoutes([{ path: '/', element: withToasts(element) }], '/');

function Picker() {
  const [photos, setPhotos] = useState<PhotoToUpload[]>([]);
  return <PhotoPicker photos={photos} onChange={setPhotos} />;
}
const file = (name: string, type: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type });

describe('PhotoPicker', () => {
  it('previews each photo with a caption, and drops what is not allowed, saying why', async () => {
    stubApi({});
    render(<Picker />);
    const input = screen.getByLabelText('Choose photos');
    fireEvent.change(input, {
      target: {
        files: [
          file('sea.png', 'image/png'),
          file('notes.txt', 'text/plain'),
          file('huge.jpg', 'image/jpeg', 11 * 1024 * 1024),
        ],
      },
    });
    expect(screen.getByRole('img', { name: 'Preview of sea.png' })).toBeInTheDocument();
    expect(screen.getByLabelText('Caption for sea.png (optional)')).toBeInTheDocument();
    await toastWith('notes.txt is not a valid image file. huge.jpg exceeds the 10MB limit.');
    expect(screen.queryByRole('img', { name: 'Preview of notes.txt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of huge.jpg' })).not.toBeInTheDocument();

    fireEvent.change(input, {
      target: { files: ['a', 'b', 'c', 'd'].map((name) => file(`${name}.jpg`, 'image/jpeg')) },
    });
    await toastWith('Please select up to 4 photos only.');
    expect(screen.getAllByRole('img', { name: /^Preview of/ })).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: 'Remove sea.png' }));
    expect(screen.getAllByRole('img', { name: /^Preview of/ })).toHaveLength(3);
  });
});

describe('BeachPhotoGrid', () => {
  it('shows the empty state', async () => {
    stubApi({ 'GET /api/beaches/3/community-photos': { body: [] } });
    render(<BeachPhotoGrid beachId={3} beachName="Croyde" />);
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
    expect(screen.getByText('Be the first to share a photo of Croyde!')).toBeInTheDocument();
  });

  it('opens a photo in a lightbox, steps with the arrow keys, and hides a photo that fails', async () => {
    stubApi({
      'GET /api/beaches/3/community-photos': {
        body: [photo(1, 'High tide'), photo(2, null), photo(3, 'Broken')],
      },
    });
    render(<BeachPhotoGrid beachId={3} beachName="Croyde" />);
    const broken = await screen.findByRole('img', { name: 'Broken' });
    expect(screen.getByRole('img', { name: 'High tide' })).toHaveAttribute(
      'srcset',
      photo(1, null).srcSet,
    );
    fireEvent.error(broken);
    expect(screen.queryByRole('img', { name: 'Broken' })).not.toBeInTheDocument();

    const first = screen.getByRole('button', { name: 'Open photo 1: High tide' });
    first.focus();
    fireEvent.click(first);
    const lightbox = await screen.findByRole('dialog', { name: 'Photo 1 of 2' });
    expect(within(lightbox).getByRole('img', { name: 'High tide' })).toBeInTheDocument();
    fireEvent.keyDown(lightbox, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 2' })).toHaveTextContent('by Wenna T.');
    expect(screen.getByRole('img', { name: 'Photo of Croyde by Wenna T.' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 2' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(first).toHaveFocus());
  });
});

describe('MyPhotos', () => {
  const mine = (id: number, caption: string | null): MyPhoto => ({
    ...photo(id, caption),
    beachSlug: 'croyde',
  });

  it('links each photo to its beach, shows a placeholder for a failed image and deletes after a confirmation', async () => {
    const fetchMock = stubApi({
      'GET /api/my/photos': { body: [mine(1, 'High tide')] },
      'DELETE /api/community-photos/1': { body: { message: 'Photo deleted' } },
    });
    render(<MyPhotos />);
    expect(await screen.findByRole('heading', { name: 'My Photos (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Croyde' })).toHaveAttribute('href', '/beach/croyde');
    expect(screen.getByText(/· 20 Nov 2026$/)).toBeInTheDocument();
    fireEvent.error(screen.getByRole('img', { name: 'High tide' }));
    expect(screen.getByRole('img', { name: 'Photo unavailable' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Delete photo of Croyde' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete photo?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await toastWith('Photo deleted');
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/community-photos/1' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it('keeps the photo when the confirmation is cancelled or the delete fails', async () => {
    const quotaMessage =
      'Too many edits and deletions in a short time. Please wait a minute and try again.';
    const fetchMock = stubApi({
      'GET /api/my/photos': { body: [mine(1, 'High tide')] },
      'DELETE /api/community-photos/1': { status: 429, body: { message: quotaMessage } },
    });
    render(<MyPhotos />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete photo of Croyde' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete photo?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete photo of Croyde' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete photo?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await toastWith('Delete failed');
    // The server's words (here, its per-user quota), not a generic failure.
    await toastWith(quotaMessage);
    const confirm = await screen.findByRole('dialog', { name: 'Delete photo?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'My Photos (1)' })).toBeInTheDocument();
  });

  it('invites a first upload when there are none', async () => {
    stubApi({ 'GET /api/my/photos': { body: [] } });
    render(<MyPhotos />);
    expect(await screen.findByRole('heading', { name: 'My Photos (0)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload photos' })).toHaveAttribute(
      'href',
      '/community/upload',
    );
  });
});
