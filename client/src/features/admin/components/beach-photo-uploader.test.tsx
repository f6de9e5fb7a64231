import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quickUploadMaxBytes, quickUploadMessages } from '@shared/admin';
import { createQueryClient } from '@/app/provider';
import { resetToasts } from '@/lib/toast';
import { renderWithQueryClient } from '@/testing/render-routes';
import { stubObjectUrls } from '@/testing/fake-upload';
import { heldReply, stubApi } from '@/testing/stub-api';
import { toastWith, withToasts } from '@/testing/toasts';
import { expectNoSeriousAxeIssues } from '@/testing/axe';
import { adminKeys } from '../api/keys';
import { photoUploadedEvent } from '../api/upload-beach-photo';
import { BeachPhotoUploader, copiedForMs, sizeInMb } from './beach-photo-uploader';

let objectUrls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  objectUrls = stubObjectUrls();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
  act(() => resetToasts());
});

/** A file of `size` bytes without allocating them. */
function photo(name: string, { type = 'image/jpeg', size = 2000 } = {}) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderUploader(props: { beachId?: number; beachName?: string } = {}) {
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const view = renderWithQueryClient(withToasts(<BeachPhotoUploader {...props} />), queryClient);
  const picker = () =>
    screen.getByLabelText<HTMLInputElement>(
      props.beachId === undefined ? 'Choose a photo' : 'New photo',
    );
  const choose = (file: File) => fireEvent.change(picker(), { target: { files: [file] } });
  return { ...view, picker, choose, invalidate };
}

const uploaded = (beachId: number | null = null) => ({
  'POST /api/admin/upload-beach-photo': {
    status: 201,
    body: {
      originalName: 'cliffs.jpg',
      imageUrl: '/uploads/beaches/cliffs-1a2b.jpg',
      url: '/uploads/beaches/cliffs-1a2b.jpg',
      beachId,
    },
  },
});

const sentForm = (fetchMock: ReturnType<typeof stubApi>) => {
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/admin/upload-beach-photo');
  expect(init?.method).toBe('POST');
  return init?.body as FormData;
};

function mockClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

describe('sizeInMb', () => {
  it('gives megabytes to two decimals', () => {
    expect(sizeInMb(2.35 * 1024 * 1024)).toBe('2.35 MB');
    expect(sizeInMb(quickUploadMaxBytes)).toBe('5.00 MB');
    expect(sizeInMb(2000)).toBe('0.00 MB');
  });
});

describe('BeachPhotoUploader: choosing a file', () => {
  it('is the Upload Beach Photo card with an image picker and the 5MB hint', () => {
    stubApi({});
    const { picker } = renderUploader();
    expect(screen.getByRole('region', { name: 'Upload Beach Photo' })).toBeInTheDocument();
    expect(picker()).toHaveAttribute('type', 'file');
    expect(picker()).toHaveAttribute('accept', 'image/*');
    expect(picker()).toHaveAccessibleDescription('Max size: 5MB. Supported: JPG, PNG, GIF, WebP');
    expect(quickUploadMessages.hint).toBe('Max size: 5MB. Supported: JPG, PNG, GIF, WebP');
    expect(screen.queryByRole('button', { name: 'Upload Photo' })).toBeNull();
  });

  it('turns away a file that is not an image', async () => {
    stubApi({});
    const { choose } = renderUploader();
    choose(photo('notes.pdf', { type: 'application/pdf' }));
    await toastWith('Invalid file type');
    await toastWith('Please select an image file (JPG, PNG, etc.)');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload Photo' })).toBeNull();
    expect(objectUrls.createObjectURL).not.toHaveBeenCalled();
  });

  it('turns away an image over 5MB, and takes one of exactly 5MB', async () => {
    stubApi({});
    const { choose } = renderUploader();
    choose(photo('huge.jpg', { size: quickUploadMaxBytes + 1 }));
    await toastWith('File too large');
    await toastWith('Please select an image smaller than 5MB.');
    expect(screen.queryByRole('button', { name: 'Upload Photo' })).toBeNull();

    choose(photo('just-right.jpg', { size: quickUploadMaxBytes }));
    expect(screen.getByText('5.00 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeEnabled();
  });

  it('previews the chosen file with its size in MB; Clear removes it and frees the preview', () => {
    stubApi({});
    const { choose, picker } = renderUploader();
    choose(photo('cliffs.jpg', { size: Math.round(2.35 * 1024 * 1024) }));
    expect(screen.getByRole('img', { name: 'Preview of cliffs.jpg' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(screen.getByText('cliffs.jpg')).toBeInTheDocument();
    expect(screen.getByText('2.35 MB')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('2.35 MB')).toBeNull();
    expect(picker().value).toBe('');
    expect(objectUrls.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('frees the previous preview when another file is chosen, and the last one on unmount', () => {
    stubApi({});
    const { choose, unmount } = renderUploader();
    choose(photo('one.jpg'));
    choose(photo('two.png', { type: 'image/png' }));
    expect(objectUrls.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByRole('img', { name: 'Preview of two.png' })).toHaveAttribute(
      'src',
      'blob:preview-2',
    );
    unmount();
    expect(objectUrls.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });
});

describe('BeachPhotoUploader: the stand-alone card', () => {
  it('uploads the photo without a beach, says so, and shows its URL with a note', async () => {
    const fetchMock = stubApi(uploaded());
    const { choose, invalidate } = renderUploader();
    choose(photo('cliffs.jpg'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Photo' }));

    await toastWith('Photo uploaded successfully');
    await toastWith('File: cliffs.jpg');
    const form = sentForm(fetchMock);
    expect((form.get('photo') as File).name).toBe('cliffs.jpg');
    expect(form.has('beachId')).toBe(false);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.beaches });

    const url = screen.getByLabelText('Uploaded photo URL');
    expect(url).toHaveValue('/uploads/beaches/cliffs-1a2b.jpg');
    expect(url).toHaveAttribute('readonly');
    expect(url).toHaveAccessibleDescription(/Photo URL field/);
    expect(
      screen.getByText(/use this URL in your beach records/i).closest('[role="status"]'),
    ).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Copy URL' })).toBeInTheDocument();
    // The chosen file is done with: the preview goes, ready for the next one.
    expect(screen.queryByRole('img')).toBeNull();
    await expectNoSeriousAxeIssues(document.body);
  });

  it('takes the url when the answer has no imageUrl', async () => {
    stubApi({
      'POST /api/admin/upload-beach-photo': {
        status: 201,
        body: { originalName: 'a.jpg', imageUrl: '', url: '/uploads/beaches/a.jpg', beachId: null },
      },
    });
    const { choose } = renderUploader();
    choose(photo('a.jpg'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(await screen.findByLabelText('Uploaded photo URL')).toHaveValue(
      '/uploads/beaches/a.jpg',
    );
  });

  it('says Uploading... and holds its buttons while the upload runs', async () => {
    const upload = heldReply();
    stubApi({ 'POST /api/admin/upload-beach-photo': upload.handler });
    const { choose, picker } = renderUploader();
    choose(photo('cliffs.jpg'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Photo' }));

    expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    expect(picker()).toBeDisabled();

    await act(async () =>
      upload.answer({
        status: 201,
        body: {
          originalName: 'cliffs.jpg',
          imageUrl: '/uploads/beaches/c.jpg',
          url: '/uploads/beaches/c.jpg',
          beachId: null,
        },
      }),
    );
    expect(await screen.findByLabelText('Uploaded photo URL')).toHaveValue(
      '/uploads/beaches/c.jpg',
    );
    expect(picker()).toBeEnabled();
  });

  it('copies the URL, says Copied for 2 seconds, then Copy URL again', async () => {
    stubApi(uploaded());
    const writeText = mockClipboard(() => Promise.resolve());
    const { choose } = renderUploader();
    choose(photo('cliffs.jpg'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Photo' }));
    await screen.findByLabelText('Uploaded photo URL');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Copy URL' }));
    await act(async () => undefined);
    expect(writeText).toHaveBeenCalledWith('/uploads/beaches/cliffs-1a2b.jpg');
    const copied = screen.getByRole('button', { name: 'Copied' });
    expect(copied.querySelector('svg.lucide-check')).not.toBeNull();
    expect(screen.getAllByText('URL copied!').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Photo URL has been copied to clipboard.').length).toBeGreaterThan(
      0,
    );

    act(() => {
      vi.advanceTimersByTime(copiedForMs - 1);
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy URL' })).toBeInTheDocument();
    expect(copiedForMs).toBe(2000);
  });

  it('asks for a manual copy when the clipboard refuses', async () => {
    stubApi(uploaded());
    mockClipboard(() => Promise.reject(new Error('denied')));
    const { choose } = renderUploader();
    choose(photo('cliffs.jpg'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Photo' }));
    await screen.findByLabelText('Uploaded photo URL');

    fireEvent.click(screen.getByRole('button', { name: 'Copy URL' }));
    await toastWith('Failed to copy');
    await toastWith('Please copy the URL manually.');
    expect(screen.getByRole('button', { name: 'Copy URL' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
  });

  it('says Upload failed with the server message, and keeps the file to try again', async () => {
    stubApi({
      'POST /api/admin/upload-beach-photo': {
        status: 400,
        body: { message: 'Please upload a JPG, PNG, GIF or WebP image' },
      },
    });
    const { choose } = renderUploader();
    choose(photo('cliffs.jpg'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Photo' }));

    await toastWith('Please upload a JPG, PNG, GIF or WebP image');
    expect(screen.getAllByText('Upload failed').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Preview of cliffs.jpg' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Uploaded photo URL')).toBeNull();
  });

  it('says Upload failed twice over when the server gives no message', async () => {
    stubApi({}, { status: 502, text: 'Bad gateway' });
    const { choose } = renderUploader();
    choose(photo('cliffs.jpg'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Photo' }));
    await toastWith('Upload failed');
    const alert = screen.getAllByText('Upload failed');
    // Title and description both read Upload failed.
    expect(alert.length).toBeGreaterThanOrEqual(2);
  });
});

describe('BeachPhotoUploader: inline, for one beach', () => {
  it('is a compact group named for the beach, without the card heading', () => {
    stubApi({});
    const { picker } = renderUploader({ beachId: 7, beachName: 'Bantham' });
    const group = screen.getByRole('group', { name: 'Upload a photo for Bantham' });
    expect(within(group).getByLabelText('New photo')).toBe(picker());
    expect(picker()).toHaveAccessibleDescription(quickUploadMessages.hint);
    expect(screen.queryByRole('heading', { name: 'Upload Beach Photo' })).toBeNull();
  });

  it('checks the file the same way', async () => {
    stubApi({});
    const { choose } = renderUploader({ beachId: 7, beachName: 'Bantham' });
    choose(photo('clip.mp4', { type: 'video/mp4' }));
    await toastWith('Invalid file type');
    choose(photo('huge.png', { type: 'image/png', size: 6 * 1024 * 1024 }));
    await toastWith('File too large');
    expect(screen.queryByRole('button', { name: 'Upload Photo' })).toBeNull();
  });

  it('uploads with the beach id, refreshes the lists, fires photo-uploaded and resets', async () => {
    const fetchMock = stubApi(uploaded(7));
    const heard = vi.fn();
    window.addEventListener(photoUploadedEvent, heard);
    const { choose, picker, invalidate } = renderUploader({ beachId: 7, beachName: 'Bantham' });
    choose(photo('cliffs.jpg', { size: 3 * 1024 * 1024 }));
    expect(screen.getByText('3.00 MB')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Photo' }));

    await toastWith('Photo uploaded successfully');
    await toastWith('File: cliffs.jpg');
    const form = sentForm(fetchMock);
    expect((form.get('photo') as File).name).toBe('cliffs.jpg');
    expect(form.get('beachId')).toBe('7');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.beaches });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['beaches'] });
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener(photoUploadedEvent, heard);

    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload Photo' })).toBeNull();
    expect(picker().value).toBe('');
    expect(screen.queryByLabelText('Uploaded photo URL')).toBeNull();
    expect(objectUrls.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('says Upload failed with the server message', async () => {
    stubApi({
      'POST /api/admin/upload-beach-photo': { status: 404, body: { message: 'Beach not found' } },
    });
    const { choose } = renderUploader({ beachId: 99, beachName: 'Gone' });
    choose(photo('cliffs.jpg'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Photo' }));
    await toastWith('Beach not found');
    expect(screen.getAllByText('Upload failed').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeEnabled();
  });
});
