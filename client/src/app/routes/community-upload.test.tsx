import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CommunityPhoto } from '@shared/photos';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/lib/toast';
import { stubObjectUrls, stubUploads } from '@/testing/fake-upload';
import { makeBeach } from '@shared/testing/make-beach';
import { renderRoutes } from '@/testing/render-routes';
import { stubApi, type Handler } from '@/testing/stub-api';
import { restoreAfterEach, toastWith } from '@/testing/toasts';
import { signedInAs, signedOut, testUser } from '@/testing/users';
import { CommunityUploadRoute } from './community-upload';

beforeAll(stubObjectUrls);
restoreAfterEach();

const beaches = [
  makeBeach({ id: 1, name: 'Saunton Sands', location: 'North Devon' }),
  makeBeach({ id: 2, name: 'Bantham', location: 'South Devon' }),
  makeBeach({ id: 3, name: 'Sandy Bay', location: 'East Devon' }),
  makeBeach({ id: 4, name: 'Woolacombe', location: 'North Devon' }),
];

const stored: CommunityPhoto = {
  id: 9,
  beachId: 1,
  beachName: 'Saunton Sands',
  photoUrl: '/uploads/community/p9-960.webp',
  srcSet: '/uploads/community/p9-960.webp 960w',
  width: 960,
  height: 640,
  caption: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  authorName: 'Tamsin T.',
};

function Elsewhere() {
  const { pathname } = useLocation();
  return <p>Now at {pathname}</p>;
}

function renderUpload(url: string, user: Record<string, Handler> = signedInAs()) {
  stubApi({ ...user, 'GET /api/beaches': { body: beaches } });
  const uploads = stubUploads();
  renderRoutes(
    [
      {
        path: '/community/upload',
        element: (
          <>
            <CommunityUploadRoute />
            <Toaster />
          </>
        ),
      },
      {
        path: '*',
        element: (
          <>
            <Elsewhere />
            <Toaster />
          </>
        ),
      },
    ],
    url,
  );
  return uploads;
}

const choosePhoto = (name = 'sea.png') =>
  fireEvent.change(screen.getByLabelText('Choose photos'), {
    target: { files: [new File([new Uint8Array(100)], name, { type: 'image/png' })] },
  });

describe('/community/upload', () => {
  it('asks a signed-out visitor to sign in, coming back to the same page', async () => {
    renderUpload('/community/upload?beachId=1&beachName=Saunton%20Sands', signedOut);
    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent('/community/upload?beachId=1&beachName=Saunton%20Sands')}`,
    );
  });

  it('says when it cannot check who is signed in, rather than asking a member to sign in', async () => {
    let down = true;
    renderUpload('/community/upload', {
      'GET /api/auth/session': () =>
        down ? { status: 503, body: { message: 'down' } } : { body: { user: testUser } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't check that you are signed in. Please try again.");
    expect(screen.queryByRole('heading', { name: 'Sign In Required' })).not.toBeInTheDocument();
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Beach' })).toBeInTheDocument();
  });

  it('with a fixed beach: no search, Back to Beach, and back to the beach after the upload', async () => {
    const uploads = renderUpload('/community/upload?beachId=1&beachName=Saunton%20Sands');
    expect(await screen.findByText('Saunton Sands')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Beach' })).toHaveAttribute('href', '/beach/1');
    expect(screen.getByText(/appear on the beach page straight away/)).toBeInTheDocument();
    expect(screen.queryByText(/reviewed/i)).not.toBeInTheDocument();

    choosePhoto();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Photos' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.url).toBe('/api/beaches/1/community-photos-bulk');
    uploads[0]!.progress(1, 2);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await uploads[0]!.respond(201, { uploadedPhotos: 1, photos: [stored] });
    expect(await screen.findByText('Now at /beach/1')).toBeInTheDocument();
    await toastWith('Photos uploaded successfully!');
  });

  it('without one: Back to Profile, a beach search, and the missing-information message', async () => {
    const uploads = renderUpload('/community/upload');
    const search = await screen.findByRole('combobox', { name: 'Beach' });
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Upload Photos' }));
    await toastWith('Missing information');
    await toastWith('Please select at least one photo and beach location.');
    expect(uploads).toHaveLength(0);

    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(await screen.findByText('No beaches found matching "zzz"')).toBeInTheDocument();

    fireEvent.change(search, { target: { value: 'san' } });
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // Names starting with the query first, then the other matches, each alphabetically.
    expect(options.map((option) => option.firstChild?.textContent)).toEqual([
      'Sandy Bay',
      'Saunton Sands',
    ]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search).toHaveAttribute('aria-activedescendant', options[1]!.id);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.getByText('Chosen: Saunton Sands')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Upload Photos' }));
    await toastWith('Please select at least one photo and beach location.');
    choosePhoto();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Photos' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.url).toBe('/api/beaches/1/community-photos-bulk');
    await uploads[0]!.respond(201, { uploadedPhotos: 1, photos: [stored] });
    expect(await screen.findByText('Now at /profile')).toBeInTheDocument();
  });

  it("tells an unverified user to verify, shows the server's refusal, and the page's own words otherwise", async () => {
    const uploads = renderUpload(
      '/community/upload?beachId=1&beachName=Saunton%20Sands',
      signedInAs({ ...testUser, emailVerified: false }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verify your email address first: use the link we sent to tamsin@example.org.',
    );
    choosePhoto();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Photos' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const refusal =
      'Please verify your email address first: use the link we sent you, or ask for a new one.';
    await uploads[0]!.respond(403, { message: refusal });
    await toastWith('Upload failed');
    await toastWith(refusal);
    expect(screen.getByRole('img', { name: 'Preview of sea.png' })).toBeInTheDocument();
    act(() => resetToasts());

    fireEvent.click(screen.getByRole('button', { name: 'Upload Photos' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    await uploads[1]!.fail();
    await toastWith('There was an error uploading your photos. Please try again.');
  });
});
