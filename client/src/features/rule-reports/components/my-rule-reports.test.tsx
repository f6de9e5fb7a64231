import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyRuleReport } from '@shared/rule-reports';
import { beachLinks, expectOwnListStates, renderOwnList } from '@/testing/own-list';
import { restoreAfterEach } from '@/testing/toasts';
import { MyRuleReports } from './my-rule-reports';

restoreAfterEach();

const report = (overrides: Partial<MyRuleReport>): MyRuleReport => ({
  id: 1,
  beachId: 3,
  beachName: 'Croyde Bay',
  beachSlug: 'croyde-bay',
  report: 'New sign: dogs on leads all year.',
  photoUrl: null,
  status: 'open',
  createdAt: '2026-07-21T12:00:00.000Z',
  resolvedAt: null,
  ...overrides,
});

describe('My rule reports', () => {
  it('shows loading, empty and error states', async () => {
    await expectOwnListStates({
      element: <MyRuleReports />,
      path: '/api/my/rule-reports',
      title: 'My Rule Reports',
      empty: {
        text: 'You have not reported a rule change yet.',
        link: 'Find a beach',
        to: '/beaches',
      },
      errorText: 'Your rule reports could not be loaded.',
    });
  });

  it('lists each report, newest first, saying in words whether it is open or resolved', async () => {
    renderOwnList(<MyRuleReports />, '/api/my/rule-reports', {
      body: [
        report({ id: 2, beachName: 'Bantham', beachSlug: 'bantham', report: 'Ban lifted.' }),
        report({ id: 1, status: 'resolved', resolvedAt: '2026-07-25T10:00:00.000Z' }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'My Rule Reports (2)' })).toBeInTheDocument();
    expect(beachLinks()).toEqual([
      ['Bantham', '/beach/bantham'],
      ['Croyde Bay', '/beach/croyde-bay'],
    ]);
    const [open, resolved] = screen.getAllByRole('listitem');
    expect(within(open!).getByText('Open')).toBeInTheDocument();
    expect(within(open!).getByText('Ban lifted.')).toBeInTheDocument();
    expect(
      within(open!).getByText("We'll check the rules and update the beach."),
    ).toBeInTheDocument();
    expect(within(resolved!).getByText('Resolved')).toBeInTheDocument();
    expect(within(resolved!).getByText('Resolved 25 Jul 2026: thank you.')).toBeInTheDocument();
    // Never colour alone: each state has its icon.
    expect(within(open!).getByText('Open').parentElement!.querySelector('svg')).not.toBeNull();
  });
});
