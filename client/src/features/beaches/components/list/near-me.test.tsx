import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locationErrors, NearMe, nearMeExplanation, notSharingHint } from './near-me';

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

/** navigator.geolocation whose answer the test gives, when it likes. */
function mockGeolocation() {
  const calls: { success: Success; failure: Failure; options?: PositionOptions }[] = [];
  const getCurrentPosition = vi.fn(
    (success: Success, failure: Failure, options?: PositionOptions) => {
      calls.push({ success, failure, options });
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  const last = () => calls.at(-1)!;
  return {
    getCurrentPosition,
    last,
    succeed: (lat: number, lng: number) =>
      act(() =>
        last().success({ coords: { latitude: lat, longitude: lng } } as GeolocationPosition),
      ),
    fail: (code: 1 | 2 | 3) =>
      act(() =>
        last().failure({
          code,
          message: '',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        }),
      ),
  };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

const renderNearMe = (props: Partial<Parameters<typeof NearMe>[0]> = {}) => {
  const handlers = { onWithin: vi.fn(), onLocated: vi.fn(), onForget: vi.fn() };
  const view = render(
    <NearMe origin={null} located={false} within={null} {...handlers} {...props} />,
  );
  return { ...handlers, ...view };
};

const nearMeButton = () => screen.getByRole('button', { name: 'Near me' });

describe('NearMe', () => {
  it('says what the location is for before asking, and asks only when pressed', () => {
    const geo = mockGeolocation();
    renderNearMe();
    expect(screen.getByText(nearMeExplanation)).toBeVisible();
    expect(nearMeExplanation).toBe(
      'We use your location only in this browser to sort beaches by distance; it is never sent to us.',
    );
    expect(nearMeButton()).toHaveAccessibleDescription(nearMeExplanation);
    expect(screen.getByText(notSharingHint)).toBeVisible();
    expect(notSharingHint).toBe(
      'If you would rather not share it, you can type a postcode or town in the search box instead.',
    );
    expect(geo.getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Within')).not.toBeInTheDocument();
  });

  it('shows that it is finding the location, then hands the position over', () => {
    const geo = mockGeolocation();
    const { onLocated } = renderNearMe();
    fireEvent.click(nearMeButton());
    expect(geo.getCurrentPosition).toHaveBeenCalledOnce();
    expect(geo.last().options).toMatchObject({ timeout: 15_000 });
    expect(screen.getByRole('status')).toHaveTextContent('Finding your location…');
    expect(nearMeButton()).toBeDisabled();
    geo.succeed(51.2, -4.12);
    expect(onLocated).toHaveBeenCalledWith({ lat: 51.2, lng: -4.12 });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it.each([
    [1, locationErrors.refused],
    [2, locationErrors.unavailable],
    [3, locationErrors.timeout],
  ] as const)('explains failure code %i and offers the search box', (code, message) => {
    const geo = mockGeolocation();
    const { onLocated } = renderNearMe();
    fireEvent.click(nearMeButton());
    geo.fail(code);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(onLocated).not.toHaveBeenCalled();
    expect(nearMeButton()).toBeEnabled();
  });

  it('uses the exact words for a refusal', () => {
    expect(locationErrors.refused).toBe(
      'Location permission was refused. You can type a postcode or town in the search box instead.',
    );
  });

  it('says so when the browser has no geolocation at all', () => {
    Reflect.deleteProperty(navigator, 'geolocation');
    renderNearMe();
    fireEvent.click(nearMeButton());
    expect(screen.getByRole('alert')).toHaveTextContent(locationErrors.unsupported);
  });

  it('with a location: names it, offers Within, and can forget the browser position', () => {
    mockGeolocation();
    const { onWithin, onForget } = renderNearMe({
      origin: { lat: 51.2, lng: -4.12, label: 'you', source: 'device' },
      located: true,
      within: 10,
    });
    expect(screen.getByRole('heading', { name: 'Beaches near you' })).toBeVisible();
    const within = screen.getByLabelText('Within');
    expect(within).toHaveValue('10');
    expect([...within.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Any distance',
      'Within 5 miles',
      'Within 10 miles',
      'Within 20 miles',
      'Within 50 miles',
    ]);
    fireEvent.change(within, { target: { value: '5' } });
    expect(onWithin).toHaveBeenCalledWith(5);
    fireEvent.change(within, { target: { value: 'any' } });
    expect(onWithin).toHaveBeenLastCalledWith(null);
    fireEvent.click(screen.getByRole('button', { name: 'Stop using my location' }));
    expect(onForget).toHaveBeenCalledOnce();
  });

  it('says how to use a Within from a shared link when there is no location yet', () => {
    renderNearMe({ within: 20 });
    expect(
      screen.getByText(
        'To see the beaches within 20 miles, press Near me or type a postcode or town in the search box.',
      ),
    ).toBeVisible();
  });

  it('names a typed postcode as the place distances are from', () => {
    renderNearMe({ origin: { lat: 51.0, lng: -4.26, label: 'EX39', source: 'search' } });
    expect(screen.getByRole('heading', { name: 'Beaches near EX39' })).toBeVisible();
    expect(screen.getByText('Distances are in a straight line from EX39.')).toBeVisible();
    expect(nearMeButton()).toBeEnabled();
  });
});
