import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DogRule } from '@shared/beaches';
import { easterToHalfTermBan } from '@shared/testing/dog-rule';
import {
  dogRuleToFormValues,
  formValuesToDogRule,
  validDogRule,
  type DogRuleFormValues,
} from '../lib/beach-form';
import { DogRuleEditor } from './dog-rule-editor';

const blackpoolSands: DogRule = {
  periods: [easterToHalfTermBan],
  leadOutsideBan: false,
  setBy: 'landowner',
  source: 'South Hams District Council, Dogs on Beaches',
  sourceUrl: 'https://www.southhams.gov.uk/article/4109/Dogs-on-Beaches-',
  checkedOn: '2021-03-01',
};

function renderEditor(rule: DogRule) {
  const seen: { value: DogRuleFormValues | null } = { value: dogRuleToFormValues(rule) };
  function Harness() {
    const [value, setValue] = useState<DogRuleFormValues | null>(seen.value);
    return (
      <DogRuleEditor
        value={value}
        accessType="seasonal"
        onChange={(next) => {
          seen.value = next;
          setValue(next);
        }}
      />
    );
  }
  render(<Harness />);
  return seen;
}

const field = (label: string) => screen.getByLabelText(label);
const change = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

describe('DogRuleEditor: moving bounds', () => {
  it('shows a bound from Easter and one at a half-term in labelled controls', () => {
    renderEditor(blackpoolSands);
    expect(field('Period 1 from Kind of date')).toHaveValue('easter');
    expect(field('Period 1 from Days from Easter Day')).toHaveValue(-14);
    expect(field('Period 1 until Kind of date')).toHaveValue('half-term');
    expect(field('Period 1 until Half-term')).toHaveValue('october');
    expect(field('Period 1 until Start or end')).toHaveValue('end');
    expect(field('Period 1 until Schools of')).toHaveValue('devon');
    expect(
      screen.getByText(
        'Dogs banned 2 weeks before Easter Day – the end of the October half-term (Devon schools), all day, whole beach',
      ),
    ).toBeInTheDocument();
  });

  it('writes a period’s hours in the site’s time style', () => {
    renderEditor({
      ...blackpoolSands,
      periods: [
        {
          kind: 'ban',
          from: '05-01',
          to: '09-30',
          hours: { from: '10:00', to: '18:30' },
          zone: null,
        },
      ],
    });
    expect(
      screen.getByText('Dogs banned 1 May – 30 Sep, 10am–6:30pm, whole beach'),
    ).toBeInTheDocument();
  });

  it('gives back the rule it was given, and the edits made to it', () => {
    const seen = renderEditor(blackpoolSands);
    expect(formValuesToDogRule(seen.value!)).toEqual(blackpoolSands);

    change('Period 1 from Days from Easter Day', '-2');
    change('Period 1 until Schools of', 'cornwall');
    change('Period 1 until Half-term', 'may');
    fireEvent.click(
      field(
        'Period 1: No source gives these dates (the site says “Dates not confirmed: check the signs”)',
      ),
    );
    change('Order ends on (optional)', '2027-03-24');
    expect(validDogRule(seen.value)).toEqual({
      ...blackpoolSands,
      periods: [
        {
          kind: 'ban',
          from: { relativeTo: 'easter', offsetDays: -2 },
          to: { relativeTo: 'half-term', term: 'may', edge: 'end', authority: 'cornwall' },
          hours: null,
          zone: null,
          confirmed: false,
        },
      ],
      orderEndsOn: '2027-03-24',
    });
  });

  it('switches a bound between a fixed date, Easter and a half-term', () => {
    const seen = renderEditor(blackpoolSands);
    change('Period 1 from Kind of date', 'fixed');
    change('Period 1 from Month', '3');
    change('Period 1 from Day', '15');
    expect(seen.value?.periods[0]?.from).toBe('03-15');
    change('Period 1 from Kind of date', 'half-term');
    expect(seen.value?.periods[0]?.from).toEqual({
      relativeTo: 'half-term',
      term: 'october',
      edge: 'start',
      authority: 'devon',
    });
    change('Period 1 from Kind of date', 'easter');
    change('Period 1 from Days from Easter Day', '');
    expect(validDogRule(seen.value)).toBeUndefined();
    expect(screen.getByText(/Correct the rule above/)).toBeInTheDocument();
  });

  it('previews what the beach page will say for unconfirmed dates', () => {
    renderEditor({
      ...blackpoolSands,
      periods: [
        { kind: 'ban', from: '05-01', to: '09-30', hours: null, zone: null, confirmed: false },
      ],
    });
    expect(screen.getByText('The beach page says today:').parentElement).toHaveTextContent(
      'The beach page says today: Dates not confirmed: check the signs',
    );
  });
});

describe('DogRuleEditor: its parts', () => {
  it('previews the sentences the beach page builds from the rule as it is edited', () => {
    renderEditor({
      ...blackpoolSands,
      periods: [{ kind: 'ban', from: '05-01', to: '09-30', hours: null, zone: null }],
    });
    const preview = () =>
      screen.getByText('The beach page says the rule as:').nextElementSibling as HTMLElement;
    expect(preview()).toHaveTextContent('Dogs banned 1 May – 30 Sep');
    change('Period 1 from Month', '4');
    fireEvent.click(field('Period 1: Only at certain times of day'));
    change('Period 1 Part of the beach (optional)', 'The main beach');
    expect([...preview().querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Dogs banned 1 Apr – 30 Sep, 10am–6pm, on the main beach; allowed on the rest of the beach',
      'Dogs allowed at other times',
    ]);
  });

  it('edits the source fields, the leads outside bans and the times in their own parts', () => {
    const seen = renderEditor(blackpoolSands);
    change('Rule set by', 'council');
    change('Checked on', '2026-11-27');
    change('Source', 'Test Council order');
    change('Source link', 'https://example.gov.uk/dogs');
    fireEvent.click(field('Dogs on leads at all other times'));
    fireEvent.click(field('Period 1: Only at certain times of day'));
    change('Period 1 Until time', '19:30');
    expect(seen.value).toMatchObject({
      setBy: 'council',
      checkedOn: '2026-11-27',
      source: 'Test Council order',
      sourceUrl: 'https://example.gov.uk/dogs',
      leadOutsideBan: true,
      periods: [{ hours: { from: '10:00', to: '19:30' } }],
    });
    fireEvent.click(field('Use a structured dog rule'));
    expect(seen.value).toBeNull();
    fireEvent.click(field('Use a structured dog rule'));
    expect(seen.value).toMatchObject({ source: 'Test Council order' });
  });
});
