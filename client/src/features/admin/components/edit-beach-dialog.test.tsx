import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminBeachMessages, adminLocations } from '@shared/admin';
import type { Beach, DogRule } from '@shared/beaches';
import { createQueryClient } from '@/app/provider';
import { makeBeach } from '@shared/testing/make-beach';
import { stubObjectUrls } from '@/testing/fake-upload';
import { fieldRefusal, noAnswer, sentBody, stubApi } from '@/testing/stub-api';
import { restoreAfterEach, toastWith, withToasts } from '@/testing/toasts';
import { expectNoSeriousAxeIssues } from '@/testing/axe';
import { adminKeys } from '../api/keys';
import { EditBeachDialog, type EditBeachDialogProps } from './edit-beach-dialog';

beforeAll(stubObjectUrls);
restoreAfterEach();

const banRule: DogRule = {
  periods: [{ kind: 'ban', from: '05-01', to: '09-30', hours: null, zone: null }],
  leadOutsideBan: false,
  setBy: 'council',
  source: 'Torbay Council PSPO',
  sourceUrl: null,
  checkedOn: '2025-03-01',
};

const oddicombe = makeBeach({
  id: 21,
  slug: 'oddicombe',
  name: 'Oddicombe Beach',
  location: 'Torbay',
  description: 'A red shingle beach below the cliff railway.',
  latitude: '50.47750000',
  longitude: '-3.51810000',
  accessType: 'seasonal',
  hasParking: true,
  hasBeachCafe: true,
  accessInfo: 'Steep path or the cliff railway.',
  seasonalRestrictions: 'No dogs May 1 - September 30',
  imageUrl: '/uploads/beaches/oddicombe.webp',
  googleRating: '4.60',
  totalReviewsGoogle: 310,
  placeId: 'ChIJ-oddicombe',
  postcode: 'TQ1 3LF',
  restrictionPeriod: '1 May - 30 September',
  phone: '01803 000000',
  dogRule: banRule,
});

const file = (name: string, type = 'image/jpeg', size = 2000) =>
  new File([new Uint8Array(size)], name, { type });

function renderDialog(
  beach: Beach | null,
  mode: Pick<EditBeachDialogProps, 'only' | 'aside'> = {},
) {
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const onOpenChange = vi.fn();
  const ui = (shown: Beach | null, open = true) => (
    <QueryClientProvider client={queryClient}>
      {withToasts(
        <EditBeachDialog beach={shown} open={open} onOpenChange={onOpenChange} {...mode} />,
      )}
    </QueryClientProvider>
  );
  const view = render(ui(beach));
  const dialog = () => screen.getByRole('dialog');
  const field = (label: string | RegExp) => within(dialog()).getByLabelText(label);
  const fill = (label: string | RegExp, value: string) =>
    fireEvent.change(field(label), { target: { value } });
  // The file input is labelled Choose File until a file is chosen, then hidden behind Choose
  // Different File (which opens the same picker).
  const chooseFile = (chosen: File) =>
    fireEvent.change(dialog().querySelector('input[type="file"]')!, {
      target: { files: [chosen] },
    });
  const rerender = (shown: Beach | null, open = true) => view.rerender(ui(shown, open));
  return { dialog, field, fill, chooseFile, onOpenChange, invalidate, rerender };
}

const okBeach = { status: 200, body: oddicombe };

describe('EditBeachDialog: the form', () => {
  it('is titled for the beach and has every field, filled from the beach', () => {
    stubApi({});
    const { dialog, field } = renderDialog(oddicombe);
    expect(dialog()).toHaveAccessibleName('Edit Beach: Oddicombe Beach');
    expect(dialog()).toHaveAccessibleDescription('Update the beach information below.');

    expect(field('Beach Name')).toHaveValue('Oddicombe Beach');
    expect(field('Location')).toHaveValue('Torbay');
    expect(
      within(field('Location'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([...adminLocations]);
    expect(adminLocations.slice(0, 5)).toEqual([
      'North Devon',
      'South Devon',
      'East Devon',
      'Torbay',
      'Plymouth',
    ]);
    expect(field('Latitude')).toHaveValue(50.4775);
    expect(field('Latitude')).toHaveAttribute('step', 'any');
    expect(field('Longitude')).toHaveValue(-3.5181);
    expect(field('Description')).toHaveValue('A red shingle beach below the cliff railway.');
    expect(field('Description')).toHaveAccessibleDescription(
      'Supports **bold** and *italic*; a blank line starts a new paragraph.',
    );
    expect(field('Dog Access Type')).toHaveValue('seasonal');
    expect(
      within(field('Dog Access Type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Year Round Access', 'Seasonal', 'Some Restrictions', 'No Dogs Allowed']);
    expect(field('Parking')).toBeChecked();
    expect(field('Facilities')).not.toBeChecked();
    expect(field('Fresh Water')).not.toBeChecked();
    expect(field('Beach Cafe')).toBeChecked();
    expect(field('Lifeguards')).not.toBeChecked();
    expect(field('Dog Access Information')).toHaveValue('Steep path or the cliff railway.');
    expect(field('Seasonal Restrictions')).toHaveValue('No dogs May 1 - September 30');
    expect(within(dialog()).getByRole('group', { name: 'Beach Photo' })).toBeInTheDocument();
    expect(field('Photo URL')).toHaveValue('/uploads/beaches/oddicombe.webp');
    expect(within(dialog()).getByRole('img', { name: 'Current photo of Oddicombe Beach' }));

    // The extra fields, under More details.
    expect(within(dialog()).getByText('More details')).toBeInTheDocument();
    expect(field('Slug')).toHaveValue('oddicombe');
    expect(field('Postcode')).toHaveValue('TQ1 3LF');
    expect(field('Full Address')).toHaveValue('');
    expect(field('Google Rating')).toHaveValue(4.6);
    expect(field('Google Reviews count')).toHaveValue(310);
    expect(field('Place ID')).toHaveValue('ChIJ-oddicombe');

    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Update Beach' })).toBeEnabled();
  });

  it('shows the required-field messages beside their fields and sends nothing', async () => {
    const fetchMock = stubApi({ 'PUT /api/admin/beaches/21': okBeach });
    const { dialog, fill, field } = renderDialog(oddicombe);
    fill('Beach Name', '  ');
    fill('Latitude', '');
    fill('Longitude', '');
    fill('Description', '');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Beach' }));
    expect(await within(dialog()).findByText(adminBeachMessages.nameRequired)).toBeInTheDocument();
    expect(within(dialog()).getByText(adminBeachMessages.latitudeRequired)).toBeInTheDocument();
    expect(within(dialog()).getByText(adminBeachMessages.longitudeRequired)).toBeInTheDocument();
    expect(within(dialog()).getByText(adminBeachMessages.descriptionRequired)).toBeInTheDocument();
    expect(field('Beach Name')).toHaveAccessibleDescription(adminBeachMessages.nameRequired);
    expect(field('Beach Name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Beach Name')).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens More details to show a problem there, and focuses it', async () => {
    const fetchMock = stubApi({});
    const { dialog, fill, field } = renderDialog(oddicombe);
    fill('Google Rating', '7');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Beach' }));
    expect(
      await within(dialog()).findByText(adminBeachMessages.googleRatingInvalid),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText('More details').closest('details')).toHaveAttribute('open');
    await waitFor(() => expect(field('Google Rating')).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('EditBeachDialog: accessibility', () => {
  it('has nothing serious for axe: filled, with errors, with a file chosen', async () => {
    stubApi({});
    const { dialog, fill, chooseFile } = renderDialog(oddicombe);
    await expectNoSeriousAxeIssues(dialog());
    fill('Beach Name', '');
    fill('Period 1 from Month', '2');
    fill('Period 1 from Day', '29');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Beach' }));
    await within(dialog()).findByText(adminBeachMessages.nameRequired);
    chooseFile(file('cliff.jpg'));
    await expectNoSeriousAxeIssues(dialog());
    // Two axe runs over the whole form, dog rule editor included, take about 5 s in jsdom.
  }, 20_000);

  it('has nothing serious for axe when adding', async () => {
    stubApi({});
    const { dialog, field } = renderDialog(null);
    fireEvent.click(field('Use a structured dog rule'));
    await expectNoSeriousAxeIssues(dialog());
  });
});

describe('EditBeachDialog: saving', () => {
  it('PUTs the beach (text coordinates, nulls for blanks), says so, refreshes and closes', async () => {
    const fetchMock = stubApi({ 'PUT /api/admin/beaches/21': okBeach });
    const { dialog, fill, field, onOpenChange, invalidate } = renderDialog(oddicombe);
    fill('Beach Name', 'Oddicombe');
    fill('Latitude', '50.4775123456');
    fill('Longitude', '-3.5');
    fill('Dog Access Type', 'restricted');
    fireEvent.click(field('Facilities'));
    fireEvent.click(field('Parking'));
    fill('Dog Access Information', '');
    fill('Postcode', ' ');
    fill('Google Rating', '4.55');
    fill('Google Reviews count', '');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Beach' }));

    await toastWith('Beach updated successfully');
    await toastWith('Success');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/beaches/21',
      expect.objectContaining({ method: 'PUT' }),
    );
    expect(sentBody(fetchMock)).toEqual({
      name: 'Oddicombe',
      slug: 'oddicombe',
      location: 'Torbay',
      description: 'A red shingle beach below the cliff railway.',
      latitude: '50.4775123456',
      longitude: '-3.5',
      accessType: 'restricted',
      hasParking: false,
      hasFacilities: true,
      hasFreshWater: false,
      hasBeachCafe: true,
      hasLifeguards: false,
      accessInfo: null,
      seasonalRestrictions: 'No dogs May 1 - September 30',
      restrictionPeriod: '1 May - 30 September',
      imageUrl: '/uploads/beaches/oddicombe.webp',
      fullAddress: null,
      postcode: null,
      googleRating: '4.55',
      totalReviewsGoogle: null,
      placeId: 'ChIJ-oddicombe',
      dogRule: banRule,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.beaches });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['beaches'] });
  });

  it('shows Updating... and cannot be sent twice while the save is under way', async () => {
    stubApi({}, noAnswer);
    const { dialog } = renderDialog(oddicombe);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Beach' }));
    expect(await within(dialog()).findByRole('button', { name: 'Updating...' })).toBeDisabled();
  });

  it('says Failed to update beach when the server fails, and stays open', async () => {
    stubApi({
      'PUT /api/admin/beaches/21': {
        status: 500,
        body: { message: 'Something went wrong on our side. Please try again.' },
      },
    });
    const { dialog, onOpenChange } = renderDialog(oddicombe);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Beach' }));
    await toastWith('Failed to update beach');
    await toastWith('Error');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(within(dialog()).getByRole('button', { name: 'Update Beach' })).toBeEnabled();
  });

  it("shows a 400's message, with each field's message beside it", async () => {
    stubApi({
      'PUT /api/admin/beaches/21': fieldRefusal('postcode', 'Postcode is too long'),
    });
    const { dialog, field } = renderDialog(oddicombe);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Beach' }));
    await toastWith('Postcode is too long');
    expect(field('Postcode')).toHaveAccessibleDescription('Postcode is too long');
    expect(within(dialog()).getByText('More details').closest('details')).toHaveAttribute('open');
  });

  it('puts a taken slug on the Slug field', async () => {
    stubApi({
      'PUT /api/admin/beaches/21': {
        status: 409,
        body: { message: adminBeachMessages.slugTaken },
      },
    });
    const { dialog, field, fill } = renderDialog(oddicombe);
    fill('Slug', 'babbacombe');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Beach' }));
    await toastWith(adminBeachMessages.slugTaken);
    expect(field('Slug')).toHaveAccessibleDescription(
      expect.stringContaining(adminBeachMessages.slugTaken),
    );
  });
});

describe('EditBeachDialog: the beach photo', () => {
  it('refuses a file that is not an image, or is over 10MB', () => {
    stubApi({});
    const { dialog, chooseFile, field } = renderDialog(oddicombe);
    expect(field('Choose File')).toHaveAttribute('type', 'file');
    chooseFile(file('notes.txt', 'text/plain'));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Please select an image file');
    expect(within(dialog()).queryByRole('button', { name: 'Upload Photo' })).toBeNull();

    chooseFile(file('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'File size must be less than 10MB',
    );
    expect(within(dialog()).queryByRole('button', { name: 'Upload Photo' })).toBeNull();

    chooseFile(file('ten.jpg', 'image/jpeg', 10 * 1024 * 1024));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Upload Photo' })).toBeInTheDocument();
  });

  it('previews the chosen file, uploads it for the beach and puts its URL in the form', async () => {
    const fetchMock = stubApi({
      'POST /api/admin/upload-beach-photo': {
        status: 201,
        body: {
          originalName: 'cliff.jpg',
          imageUrl: '/uploads/beaches/new-cliff.webp',
          url: '/uploads/beaches/new-cliff.webp',
          beachId: 21,
        },
      },
      'PUT /api/admin/beaches/21': okBeach,
    });
    const { dialog, chooseFile, field } = renderDialog(oddicombe);
    chooseFile(file('first.jpg'));
    expect(within(dialog()).getByRole('img', { name: 'Preview of first.jpg' })).toBeInTheDocument();
    expect(
      within(dialog()).getByRole('button', { name: 'Choose Different File' }),
    ).toBeInTheDocument();
    chooseFile(file('cliff.jpg'));
    expect(within(dialog()).getByRole('img', { name: 'Preview of cliff.jpg' })).toBeInTheDocument();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Upload Photo' }));
    await toastWith('Photo uploaded successfully');
    await toastWith('File: cliff.jpg');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/upload-beach-photo');
    const form = init?.body as FormData;
    expect((form.get('photo') as File).name).toBe('cliff.jpg');
    expect(form.get('beachId')).toBe('21');
    expect(field('Photo URL')).toHaveValue('/uploads/beaches/new-cliff.webp');
    expect(within(dialog()).queryByRole('button', { name: 'Upload Photo' })).toBeNull();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Beach' }));
    await toastWith('Beach updated successfully');
    const put = fetchMock.mock.calls.findIndex(([path]) => path === '/api/admin/beaches/21');
    expect(sentBody(fetchMock, put)).toMatchObject({
      imageUrl: '/uploads/beaches/new-cliff.webp',
    });
  });

  it("says Upload failed with the server's message", async () => {
    stubApi({
      'POST /api/admin/upload-beach-photo': {
        status: 415,
        body: { message: 'That file is not a photo we can read' },
      },
    });
    const { dialog, chooseFile } = renderDialog(oddicombe);
    chooseFile(file('odd.jpg'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Upload Photo' }));
    await toastWith('Upload failed');
    await toastWith('That file is not a photo we can read');
    expect(within(dialog()).getByRole('button', { name: 'Upload Photo' })).toBeEnabled();
  });

  it('removes the current photo, shows the placeholder and saves no photo', async () => {
    const fetchMock = stubApi({ 'PUT /api/admin/beaches/21': okBeach });
    const { dialog, field } = renderDialog(oddicombe);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Remove photo' }));
    expect(within(dialog()).getByText('No photo yet')).toBeInTheDocument();
    expect(field('Photo URL')).toHaveValue('');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Beach' }));
    await toastWith('Beach updated successfully');
    expect(sentBody(fetchMock)).toMatchObject({ imageUrl: null });
  });
});

describe('EditBeachDialog: the dog rule', () => {
  it('edits a period, adds one and shows what the beach page will say', async () => {
    const fetchMock = stubApi({ 'PUT /api/admin/beaches/21': okBeach });
    const { dialog, fill, field } = renderDialog(oddicombe);
    expect(field('Use a structured dog rule')).toBeChecked();
    expect(within(dialog()).getByText(/The beach page says today:/)).toBeInTheDocument();
    expect(field('Period 1 from Month')).toHaveValue('5');
    fill('Period 1 from Month', '4');
    fill('Period 1 from Day', '15');
    fireEvent.click(field('Period 1: Only at certain times of day'));
    fill('Period 1 From time', '09:00');
    fill('Period 1 Until time', '19:00');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add period' }));
    fill('Period 2 Rule', 'lead');
    fill('Period 2 Part of the beach (optional)', 'the promenade');
    fill('Source link', 'https://www.torbay.gov.uk/dogs');

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Beach' }));
    await toastWith('Beach updated successfully');
    expect(sentBody(fetchMock)).toMatchObject({
      dogRule: {
        periods: [
          {
            kind: 'ban',
            from: '04-15',
            to: '09-30',
            hours: { from: '09:00', to: '19:00' },
            zone: null,
          },
          { kind: 'lead', from: '05-01', to: '09-30', hours: null, zone: 'the promenade' },
        ],
        leadOutsideBan: false,
        setBy: 'council',
        source: 'Torbay Council PSPO',
        sourceUrl: 'https://www.torbay.gov.uk/dogs',
        checkedOn: '2025-03-01',
      },
    });
  }, 15_000);

  it('removes a period, checks the times and can be turned off (null)', async () => {
    const fetchMock = stubApi({ 'PUT /api/admin/beaches/21': okBeach });
    const { dialog, fill, field } = renderDialog(oddicombe);
    fireEvent.click(field('Period 1: Only at certain times of day'));
    fill('Period 1 Until time', '10:00');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Beach' }));
    expect(
      await within(dialog()).findByText('The start and end times must differ'),
    ).toBeInTheDocument();
    await waitFor(() => expect(field('Period 1 Until time')).toHaveFocus());

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Remove period 1' }));
    expect(within(dialog()).queryByText('Period 1')).toBeNull();
    fireEvent.click(field('Use a structured dog rule'));
    expect(within(dialog()).getByText(/No structured rule/)).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Beach' }));
    await toastWith('Beach updated successfully');
    expect(sentBody(fetchMock)).toMatchObject({ dogRule: null });
  });
});

describe('EditBeachDialog: the dog texts agree with the rule', () => {
  const oldSeason =
    'This note says 1 May – 30 September but the rule says 1 Apr – 30 Sep: change the note or the rule';

  it('refuses, beside each text, dates the changed rule no longer says, and sends nothing', async () => {
    const fetchMock = stubApi({ 'PUT /api/admin/beaches/21': okBeach });
    const { dialog, fill, field } = renderDialog(oddicombe);
    fill('Period 1 from Month', '4');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Beach' }));
    expect(await within(dialog()).findByText(oldSeason)).toBeInTheDocument();
    expect(field('Restriction Period')).toHaveAccessibleDescription(
      expect.stringContaining(oldSeason),
    );
    expect(field('Seasonal Restrictions')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/admin/beaches/21', expect.anything());

    fill('Seasonal Restrictions', 'No dogs 1 April - 30 September');
    fill('Restriction Period', '');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Beach' }));
    await toastWith('Beach updated successfully');
    expect(sentBody(fetchMock)).toMatchObject({
      seasonalRestrictions: 'No dogs 1 April - 30 September',
      restrictionPeriod: null,
      dogRule: { periods: [{ from: '04-01', to: '09-30' }] },
    });
  });

  it("puts the server's refusal of a text beside that text", async () => {
    const said = 'This note says 1 May – 30 Sep but the rule says 1 Jun – 30 Sep';
    stubApi({
      'PUT /api/admin/beaches/21': fieldRefusal('restrictionPeriod', said),
    });
    const { dialog, field } = renderDialog(oddicombe);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Beach' }));
    await toastWith(said);
    expect(field('Restriction Period')).toHaveAccessibleDescription(expect.stringContaining(said));
  });
});

describe('EditBeachDialog: the dog rule alone', () => {
  it('shows the rule, its texts and the aside, and saves the beach with the rest unchanged', async () => {
    const fetchMock = stubApi({ 'PUT /api/admin/beaches/21': okBeach });
    const { dialog, fill, field } = renderDialog(oddicombe, {
      only: 'dog-rule',
      aside: <p>The sign now says April.</p>,
    });
    expect(screen.getByRole('dialog', { name: 'Edit Dog Rule: Oddicombe Beach' })).toBeVisible();
    expect(within(dialog()).getByText('The sign now says April.')).toBeInTheDocument();
    for (const hidden of ['Beach Name', 'Description', 'Parking', 'Slug']) {
      expect(within(dialog()).queryByLabelText(hidden)).toBeNull();
    }
    expect(field('Dog Access Type')).toHaveValue('seasonal');
    fill('Period 1 from Month', '4');
    fill('Seasonal Restrictions', '');
    fill('Restriction Period', '1 April - 30 September');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Rule' }));
    await toastWith('Beach updated successfully');
    expect(sentBody(fetchMock)).toMatchObject({
      name: 'Oddicombe Beach',
      description: 'A red shingle beach below the cliff railway.',
      postcode: 'TQ1 3LF',
      seasonalRestrictions: null,
      restrictionPeriod: '1 April - 30 September',
      dogRule: { periods: [{ from: '04-01' }] },
    });
  });

  it('has nothing serious for axe', async () => {
    stubApi({});
    const { dialog } = renderDialog(oddicombe, { only: 'dog-rule', aside: <p>A report.</p> });
    await expectNoSeriousAxeIssues(dialog());
  });
});

describe('EditBeachDialog: resetting and adding', () => {
  it('refills the form when another beach is chosen, and when reopened', () => {
    stubApi({});
    const { dialog, fill, field, rerender } = renderDialog(oddicombe);
    fill('Beach Name', 'Half-typed name');
    const bantham = makeBeach({ id: 22, name: 'Bantham', location: 'South Devon' });
    rerender(bantham);
    expect(dialog()).toHaveAccessibleName('Edit Beach: Bantham');
    expect(field('Beach Name')).toHaveValue('Bantham');
    expect(field('Location')).toHaveValue('South Devon');
    expect(field('Photo URL')).toHaveValue('');

    fill('Beach Name', 'Changed');
    rerender(bantham, false);
    rerender(bantham, true);
    expect(field('Beach Name')).toHaveValue('Bantham');
  });

  it('keeps the admin’s edits when the same beach comes back refetched', () => {
    stubApi({});
    const { fill, field, rerender } = renderDialog(oddicombe);
    fill('Description', 'New words.');
    rerender({ ...oddicombe, imageUrl: '/uploads/beaches/other.webp' });
    expect(field('Description')).toHaveValue('New words.');
  });

  it('follows a refetched copy of the same beach while nothing was changed', () => {
    stubApi({});
    const { field, rerender } = renderDialog(oddicombe);
    rerender({ ...oddicombe, name: 'Oddicombe (renamed)' });
    expect(field('Beach Name')).toHaveValue('Oddicombe (renamed)');
  });

  it('adds a beach: empty form, POST, its own words', async () => {
    const fetchMock = stubApi({
      'POST /api/admin/upload-beach-photo': {
        status: 201,
        body: {
          originalName: 'new.jpg',
          imageUrl: '/uploads/beaches/new.webp',
          url: '/uploads/beaches/new.webp',
          beachId: null,
        },
      },
      'POST /api/admin/beaches': { status: 201, body: makeBeach({ id: 40 }) },
    });
    const { dialog, fill, field, chooseFile, onOpenChange } = renderDialog(null);
    expect(dialog()).toHaveAccessibleName('Add Beach');
    expect(field('Beach Name')).toHaveValue('');
    expect(field('Dog Access Type')).toHaveValue('year-round');
    expect(field('Use a structured dog rule')).not.toBeChecked();
    expect(within(dialog()).getByText('No photo yet')).toBeInTheDocument();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add Beach' }));
    expect(await within(dialog()).findByText('Choose a location')).toBeInTheDocument();

    chooseFile(file('new.jpg'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Upload Photo' }));
    await toastWith('Photo uploaded successfully');
    expect((fetchMock.mock.calls[0]![1]?.body as FormData).has('beachId')).toBe(false);

    fill('Beach Name', 'Meadfoot Beach');
    fill('Location', 'Torbay');
    fill('Latitude', '50.4579');
    fill('Longitude', '-3.5157');
    fill('Description', 'A **quiet** beach.');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add Beach' }));
    await toastWith(adminBeachMessages.created);
    const post = fetchMock.mock.calls.findIndex(([path]) => path === '/api/admin/beaches');
    expect(fetchMock.mock.calls[post]![1]?.method).toBe('POST');
    expect(sentBody(fetchMock, post)).toMatchObject({
      name: 'Meadfoot Beach',
      slug: null,
      location: 'Torbay',
      latitude: '50.4579',
      longitude: '-3.5157',
      accessType: 'year-round',
      imageUrl: '/uploads/beaches/new.webp',
      dogRule: null,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('says Failed to add beach when adding fails', async () => {
    stubApi({ 'POST /api/admin/beaches': { status: 503, body: { message: 'down' } } });
    const { dialog, fill } = renderDialog(null);
    fill('Beach Name', 'Meadfoot Beach');
    fill('Location', 'Torbay');
    fill('Latitude', '50.4579');
    fill('Longitude', '-3.5157');
    fill('Description', 'A quiet beach.');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add Beach' }));
    await toastWith(adminBeachMessages.createFailed);
  });
});
