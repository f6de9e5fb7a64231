import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DayPlan } from '@shared/day-plan';
import { VisitPlan, type VisitPlanProps } from './visit-plan';

const plan: DayPlan = {
  date: '2027-07-10',
  beach: { id: 1, slug: 'black-rock', name: 'Black Rock' },
  station: {
    id: 'newlyn',
    label: 'Newlyn',
    attribution: 'Neaps',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    distanceKm: 12,
    reason: 'nearest',
  },
  tides: [
    { time: '2027-07-10T03:50:00.000Z', type: 'low', height: 1.37 },
    { time: '2027-07-10T09:52:00.000Z', type: 'high', height: 6.77 },
  ],
  midTideHeight: 4.17,
  levels: [
    { time: '2027-07-09T23:00:00.000Z', height: 3 },
    { time: '2027-07-10T11:00:00.000Z', height: 6 },
    { time: '2027-07-10T22:30:00.000Z', height: 2 },
  ],
  daylight: {
    dawn: '2027-07-10T03:32:59.172Z',
    sunrise: '2027-07-10T04:17:24.341Z',
    sunset: '2027-07-10T20:31:50.536Z',
    dusk: '2027-07-10T21:16:15.705Z',
  },
  dogs: {
    today: 'Dogs banned 10am–6pm until 30 Sep',
    segments: [
      { start: '2027-07-09T23:00:00.000Z', end: '2027-07-10T09:00:00.000Z', state: 'allowed' },
      { start: '2027-07-10T09:00:00.000Z', end: '2027-07-10T17:00:00.000Z', state: 'banned' },
      { start: '2027-07-10T17:00:00.000Z', end: '2027-07-10T23:00:00.000Z', state: 'allowed' },
    ],
  },
  walkWindows: [
    {
      start: '2027-07-10T04:17:24.341Z',
      end: '2027-07-10T07:00:00.000Z',
      minutes: 163,
      dogState: 'allowed',
    },
  ],
};

/** The plan of 10 July 2027, shown, with nothing to call back; pass what the test is about. */
const planProps = (props: Partial<VisitPlanProps> = {}): VisitPlanProps => ({
  date: '2027-07-10',
  today: '2026-11-22',
  onDateChange: () => undefined,
  plan,
  isPending: false,
  isError: false,
  onRetry: () => undefined,
  ...props,
});

const renderPlan = (props: Partial<VisitPlanProps> = {}) =>
  render(<VisitPlan {...planProps(props)} />);

describe('VisitPlan', () => {
  it('shows the day: best times, dog rules through the day, daylight and tides', () => {
    renderPlan();
    expect(screen.getByText('Best times: 5:17am–8am (2 h 43 min)')).toBeInTheDocument();
    expect(screen.getByText('Dogs banned 10am–6pm until 30 Sep')).toBeInTheDocument();
    expect(screen.getByText('10am–6pm')).toBeInTheDocument();
    expect(screen.getAllByText('Dogs banned')).toHaveLength(1);
    expect(screen.getByText('Sunrise').parentElement).toHaveTextContent('5:17am');
    expect(screen.getByText('Dusk').parentElement).toHaveTextContent('10:16pm');
    expect(screen.getByRole('heading', { name: 'Tides at Newlyn' })).toBeInTheDocument();
  });

  it('sends the owner to the signs on a day whose dog rule dates are not confirmed', () => {
    const segment = plan.dogs.segments[0]!;
    const unconfirmed = {
      ...segment,
      end: '2027-07-10T23:00:00.000Z',
      state: 'unconfirmed' as const,
    };
    const text = 'Dates not confirmed: check the signs';
    renderPlan({
      plan: { ...plan, dogs: { today: text, segments: [unconfirmed] }, walkWindows: [] },
    });
    expect(
      screen.getByText('The dog rule’s dates are not confirmed for this day: check the signs.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  });

  it('changes the date only to a day the plan can be made for', () => {
    const onDateChange = vi.fn();
    renderPlan({ onDateChange });
    const picker = screen.getByLabelText('Date');
    expect(picker).toHaveAttribute('min', '2000-01-01');
    expect(picker).toHaveAttribute('max', '2100-12-31');
    fireEvent.change(picker, { target: { value: '2027-08-01' } });
    expect(onDateChange).toHaveBeenCalledWith('2027-08-01');
    fireEvent.change(picker, { target: { value: '1999-08-01' } });
    expect(onDateChange).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onDateChange).toHaveBeenLastCalledWith('2026-11-22');
  });

  it('has loading and error states with a retry', () => {
    const onRetry = vi.fn();
    const { rerender } = renderPlan({ plan: undefined, isPending: true });
    expect(screen.getByLabelText('Loading the day plan')).toBeInTheDocument();
    rerender(
      <VisitPlan {...planProps({ date: '2026-11-22', plan: undefined, isError: true, onRetry })} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't plan this day.");
    expect(screen.queryByRole('button', { name: 'Today' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
