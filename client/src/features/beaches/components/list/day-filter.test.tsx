import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DayFilter } from './day-filter';

/** The filter with its own state, as a list page holds it in the URL. */
function Harness({ initial = null }: { initial?: string | null }) {
  const [day, setDay] = useState<string | null>(initial);
  return (
    <>
      <DayFilter value={day} counts={{ '2026-07-15': 40, '2026-07-18': 31 }} onChange={setDay} />
      <output aria-label="Chosen day">{day ?? 'any'}</output>
      <button type="button" onClick={() => setDay(null)}>
        Remove the chip
      </button>
    </>
  );
}

const chosen = () => screen.getByLabelText('Chosen day').textContent;

describe('DayFilter', () => {
  beforeEach(() => {
    // Wednesday 15 July 2026, noon in London; only Date is faked, so user events still run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-15T11:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('is a labelled group of choices with counts, any day at first', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Dogs allowed on' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Any day' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Today (40)' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Saturday (31)' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Date')).toBeNull();
  });

  it('is one group of native radio buttons, so Tab and the arrow keys reach every day', () => {
    render(<Harness />);
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    // Space on a focused radio checks it, as a click does.
    const today = screen.getByRole('radio', { name: 'Today (40)' });
    today.focus();
    expect(today).toHaveFocus();
    fireEvent.click(today);
    expect(chosen()).toBe('2026-07-15');
    fireEvent.click(screen.getByRole('radio', { name: 'Saturday (31)' }));
    expect(chosen()).toBe('2026-07-18');
    fireEvent.click(screen.getByRole('radio', { name: 'Pick a date' }));
    expect(screen.getByRole('radio', { name: 'Pick a date (31)' })).toBeChecked();
    // Pick a date keeps the day until another is entered, in a labelled date box.
    const date = screen.getByLabelText('Date');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', '2026-07-15');
    expect(date).toHaveAttribute('max', '2027-07-15');
    expect(date).toHaveValue('2026-07-18');
    fireEvent.change(date, { target: { value: '2026-08-01' } });
    expect(chosen()).toBe('2026-08-01');
    // A date before today does not change the list.
    fireEvent.change(date, { target: { value: '2026-07-01' } });
    expect(chosen()).toBe('2026-08-01');
  });

  it('shows a day set elsewhere as the choice it is, and none once cleared', async () => {
    render(<Harness initial="2026-07-18" />);
    expect(screen.getByRole('radio', { name: 'Saturday (31)' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the chip' }));
    expect(screen.getByRole('radio', { name: 'Any day' })).toBeChecked();
  });

  it('shows a day that is none of the quick ones as a picked date', () => {
    render(<Harness initial="2026-09-05" />);
    expect(screen.getByRole('radio', { name: /^Pick a date/ })).toBeChecked();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-09-05');
  });
});
