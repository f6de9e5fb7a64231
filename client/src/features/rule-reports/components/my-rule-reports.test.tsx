import { within } from '@testing-library/react';
import { expect } from 'vitest';
import type { MyRuleReport } from '@shared/rule-reports';
import { describeMyList } from '@/testing/own-list';
import { restoreAfterEach } from '@/testing/toasts';
import { MyRuleReports } from './my-rule-reports';

restoreAfterEach();

describeMyList<MyRuleReport>('My rule reports', {
  element: <MyRuleReports />,
  path: '/api/my/rule-reports',
  title: 'My Rule Reports',
  none: 'You have not reported a rule change yet.',
  errorText: 'Your rule reports could not be loaded.',
  kind: 'report, saying in words whether it is open or resolved',
  row: {
    report: 'New sign: dogs on leads all year.',
    photoUrl: null,
    status: 'open',
    resolvedAt: null,
  },
  rows: [{ report: 'Ban lifted.' }, { status: 'resolved', resolvedAt: '2026-07-25T10:00:00.000Z' }],
  expectRows: (open, resolved) => {
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(within(open).getByText('Ban lifted.')).toBeInTheDocument();
    expect(
      within(open).getByText("We'll check the rules and update the beach."),
    ).toBeInTheDocument();
    expect(within(resolved).getByText('Resolved')).toBeInTheDocument();
    expect(within(resolved).getByText('Resolved 25 Jul 2026: thank you.')).toBeInTheDocument();
    // Never colour alone: each state has its icon.
    expect(within(open).getByText('Open').parentElement!.querySelector('svg')).not.toBeNull();
  },
});
