import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminRuleReport } from '@shared/rule-reports';
import { expectNoSeriousAxeIssues, itemOf, renderAdminList as render } from '@/testing/admin-api';
import { restoreAfterEach } from '@/testing/toasts';
import { calls, stubApi } from '@/testing/stub-api';
import { feedback, member, photo } from '@/testing/admin-fixtures';
import { makeBeach } from '@shared/testing/make-beach';
import { CommunityTab } from './community-tab';

restoreAfterEach();

const ruleReport = (): AdminRuleReport => ({
  id: 1,
  beachId: 7,
  beachName: 'Bantham',
  beachSlug: 'bantham',
  report: 'The new sign says dogs banned from May to September.',
  photoUrl: null,
  status: 'open',
  createdAt: '2026-05-02T09:30:00.000Z',
  resolvedAt: null,
  reporter: { firstName: 'Bryony', lastName: 'Penrose', email: 'bryony@example.org' },
});

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
  it('opens the Edit Beach dialog of the reported beach', async () => {
    stubApi({
      'GET /api/admin/rule-reports': { body: [ruleReport()] },
      'GET /api/admin/beaches': { body: [makeBeach({ id: 7, slug: 'bantham', name: 'Bantham' })] },
      'GET /api/admin/community-photos': { body: [], total: 0 },
      'GET /api/admin/feedback': { body: [], total: 0 },
    });
    render(<CommunityTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit rule' }));
    expect(
      await screen.findByRole('dialog', { name: 'Edit Beach: Bantham' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
