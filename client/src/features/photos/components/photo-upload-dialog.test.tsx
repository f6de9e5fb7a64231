import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CommunityPhoto } from '@shared/photos';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/lib/toast';
import { stubObjectUrls, stubUploads } from '@/testing/fake-upload';
import { renderRoutes } from '@/testing/render-routes';
import { stubApi } from '@/testing/stub-api';
import { restoreAfterEach, toastWith } from '@/testing/toasts';
import { PhotoUploadDialog } from './photo-upload-dialog';

beforeAll(stubObjectUrls);
restoreAfterEach();

const file = (name: string, type = 'image/png', size = 1000) =>
  new File([new Uint8Array(size)], name, { type });

const stored = (id: number): CommunityPhoto => ({
  id,
  beachId: 3,
  beachName: 'Croyde',
  photoUrl: `/uploads/community/p${id}-960.webp`,
  srcSet: `/uploads/community/p${id}-960.webp 960w`,
  width: 960,
  height: 640,
  caption: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  authorName: 'Wenna T.',
});

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Share Photos
      </button>
      <PhotoUploadDialog beachId={3} beachName="Croyde" open={open} onOpenChange={setOpen} />
      <Toaster />
    </>
  );
}

function renderDialog() {
  stubApi({});
  const uploads = stubUploads();
  renderRoutes([{ path: '/', element: <Harness /> }], '/');
  const dialog = screen.getByRole('dialog', { name: 'Share Photos' });
  const choose = (...files: File[]) =>
    fireEvent.change(within(dialog).getByLabelText('Choose photos'), { target: { files } });
  return { uploads, dialog, choose };
}

describe('PhotoUploadDialog', () => {
  it('checks the chosen files, says what is wrong, and cannot upload with none', async () => {
    const { dialog, choose } = renderDialog();
    expect(
      within(dialog).getByText(/Max size: 10MB per photo\. Supported: JPG, PNG, GIF, WebP/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload Photos' })).toBeDisabled();

    choose(file('notes.txt', 'text/plain'));
    await toastWith('Invalid file type');
    await toastWith('notes.txt is not a valid image file.');
    act(() => resetToasts());

    choose(file('huge.jpg', 'image/jpeg', 11 * 1024 * 1024));
    await toastWith('File too large');
    await toastWith('huge.jpg exceeds the 10MB limit.');
    act(() => resetToasts());
    expect(within(dialog).getByRole('button', { name: 'Upload Photos' })).toBeDisabled();

    choose(...['a', 'b', 'c', 'd', 'e'].map((name) => file(`${name}.png`)));
    await toastWith('Too many files');
    await toastWith('Please select up to 4 photos only.');
    expect(within(dialog).getAllByRole('img', { name: /^Preview of/ })).toHaveLength(4);
    expect(within(dialog).getByRole('button', { name: 'Upload 4 Photos' })).toBeEnabled();
  });

  it('sends the photos and captions with a progress bar, then thanks, resets and closes', async () => {
    const { uploads, dialog, choose } = renderDialog();
    choose(file('sea.png'), file('sand.jpg', 'image/jpeg'));
    fireEvent.change(within(dialog).getByLabelText('Caption for sea.png (optional)'), {
      target: { value: '  Blue water ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload 2 Photos' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    const [request] = uploads;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/api/beaches/3/community-photos-bulk',
      withCredentials: true,
    });
    expect(request!.body!.getAll('photos').map((sent) => (sent as File).name)).toEqual([
      'sea.png',
      'sand.jpg',
    ]);
    expect(request!.body!.get('caption_0')).toBe('Blue water');
    expect(request!.body!.has('caption_1')).toBe(false);
    expect(request!.body!.get('beachId')).toBe('3');

    request!.progress(30, 100);
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(within(dialog).getByRole('button', { name: 'Uploading...' })).toBeDisabled();

    await request!.respond(201, { uploadedPhotos: 2, photos: [stored(1), stored(2)] });
    await toastWith('Photos uploaded!');
    await toastWith('2 photo(s) uploaded successfully and visible on the beach page.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Share Photos' }));
    const reopened = await screen.findByRole('dialog', { name: 'Share Photos' });
    expect(within(reopened).queryByRole('img', { name: /^Preview of/ })).not.toBeInTheDocument();
    expect(within(reopened).getByRole('button', { name: 'Upload Photos' })).toBeDisabled();
  });

  it("shows the server's message when the upload fails, and keeps the photos and captions", async () => {
    const { uploads, dialog, choose } = renderDialog();
    choose(file('sea.png'));
    fireEvent.change(within(dialog).getByLabelText('Caption for sea.png (optional)'), {
      target: { value: 'Blue water' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload 1 Photo' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    await uploads[0]!.respond(415, { message: 'sea.png is not a valid image file.' });
    await toastWith('Upload failed');
    await toastWith('sea.png is not a valid image file.');
    expect(within(dialog).getByRole('img', { name: 'Preview of sea.png' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Caption for sea.png (optional)')).toHaveValue(
      'Blue water',
    );
    act(() => resetToasts());

    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload 1 Photo' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    await uploads[1]!.fail();
    await toastWith('Upload failed');
    await toastWith('Please try again later.');
    expect(screen.getByRole('dialog', { name: 'Share Photos' })).toBeInTheDocument();
  });
});
