import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemOf, renderAdminList as render } from '@/testing/admin-api';
import { restoreAfterEach } from '@/testing/toasts';
import { calls, stubApi } from '@/testing/stub-api';
import { feedback, member, photo, ruleReport as makeRuleReport } from '@/testing/admin-fixtures';
import { expectNoSeriousAxeIssues } from '@/testing/axe';
import { makeBeach } from '@shared/testing/make-beach';
import { CommunityTab } from './community-tab';

restoreAfterEach();

const ruleReport = () => makeRuleReport({ photoUrl: null });

describe('Community', () => {
  it('lists photos and all feedback, with a Private badge on private feedback', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/community-photos': {
        body: [
          photo(),
          photo({ id: 12, caption: null, user: { ...member, firstName: null, lastName: null } }),
        ],
        total: 2,
      },
      'GET /api/admin/feedback': {
        body: [
          feedback(),
          feedback({
            id: 6,
            feedbackType: 'suggestion',
            content: 'More bins please',
            isPublic: false,
            beachId: null,
            beachName: null,
          }),
        ],
        total: 2,
      },
    });
    render(<CommunityTab />);
    expect(await screen.findByAltText('Sunset with Rolo')).toHaveAttribute(
      'src',
      '/uploads/community/bantham.jpg',
    );
    expect(screen.getByAltText('Photo of Bantham Beach')).toBeInTheDocument();
    const sunset = itemOf('Sunset with Rolo');
    expect(sunset.getByText('By Bryony Penrose, 2 May 2026')).toBeInTheDocument();
    expect(sunset.getByRole('link', { name: 'Bantham Beach' })).toHaveAttribute('href', '/beach/3');
    expect(screen.getByText('By b@example.com, 2 May 2026')).toBeInTheDocument();

    expect(await screen.findByText('Broken gate by the steps')).toBeInTheDocument();
    const publicOne = itemOf('Broken gate by the steps');
    expect(publicOne.getByText('Issue or Concern')).toBeInTheDocument();
    expect(publicOne.queryByText('Private')).not.toBeInTheDocument();
    const privateOne = itemOf('More bins please');
    expect(privateOne.getByText('Private')).toBeInTheDocument();
    expect(privateOne.getByText('Suggestion')).toBeInTheDocument();
    expect(privateOne.getByText('General feedback')).toBeInTheDocument();
    expect(privateOne.getByText('By Bryony Penrose')).toBeInTheDocument();
    expect(privateOne.getByText('3 May 2026')).toBeInTheDocument();
    // Asked side by side, each once (in whichever order the fetches start).
    expect(calls(fetchMock).sort()).toEqual([
      'GET /api/admin/community-photos?page=1&pageSize=20',
      'GET /api/admin/feedback?page=1&pageSize=20',
      'GET /api/admin/rule-reports',
    ]);
    await expectNoSeriousAxeIssues(document.body);
  });

  it('shows both empty states', async () => {
    stubApi({
      'GET /api/admin/community-photos': { body: [], total: 0 },
      'GET /api/admin/feedback': { body: [], total: 0 },
    });
    render(<CommunityTab />);
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
    expect(await screen.findByText('No feedback yet')).toBeInTheDocument();
  });

  it('pages the feedback on its own', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/community-photos': { body: [photo()], total: 1 },
      'GET /api/admin/feedback': (_init, url) => ({
        body: [feedback({ content: `Feedback on page ${url.searchParams.get('page')}` })],
        total: 30,
      }),
    });
    render(<CommunityTab />);
    const pager = await screen.findByRole('navigation', { name: 'Feedback pages' });
    expect(screen.queryByRole('navigation', { name: 'Photos pages' })).not.toBeInTheDocument();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Feedback on page 2')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/admin/feedback?page=2&pageSize=20');
    expect(within(pager).getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('shows an error with Retry for each list', async () => {
    stubApi({
      'GET /api/admin/rule-reports': { status: 500, body: {} },
      'GET /api/admin/community-photos': { status: 500, body: {} },
      'GET /api/admin/feedback': { status: 500, body: {} },
    });
    render(<CommunityTab />);
    expect(await screen.findByText('The rule reports could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('The photos could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('The feedback could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(3);
  });
  it("opens the reported beach's dog rule editor, with its open reports beside it", async () => {
    stubApi({
      'GET /api/admin/rule-reports': {
        body: [
          ruleReport(),
          { ...ruleReport(), id: 2, report: 'Resolved long ago.', status: 'resolved' },
          { ...ruleReport(), id: 3, beachId: 8, beachName: 'Thurlestone', report: 'Elsewhere.' },
        ],
      },
      'GET /api/admin/beaches': { body: [makeBeach({ id: 7, slug: 'bantham', name: 'Bantham' })] },
      'GET /api/admin/community-photos': { body: [], total: 0 },
      'GET /api/admin/feedback': { body: [], total: 0 },
    });
    render(<CommunityTab />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Edit rule' }))[0]!);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Edit Dog Rule: Bantham' },
      { timeout: 5000 },
    );
    // The rule editor itself, not the whole beach form at its first field.
    expect(within(dialog).getByRole('group', { name: 'Dog Rule' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Beach Name')).toBeNull();
    const reports = within(dialog).getByRole('list', { name: 'Open reports for this beach' });
    expect(within(reports).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(reports).getByText('The new sign says dogs banned from May to September.'),
    ).toBeInTheDocument();
    expect(within(reports).getByText(/Bryony Penrose/)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Open reports (1)' })).toBeInTheDocument();
    await expectNoSeriousAxeIssues(dialog);
  });
});
