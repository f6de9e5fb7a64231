import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Feedback, MyFeedbackItem } from '@shared/feedback';
import { Toaster } from '@/components/ui/toaster';
import { renderRoutes } from '@/testing/render-routes';
import { sentBody, stubApi } from '@/testing/stub-api';
import { BeachFeedbackList } from './beach-feedback-list';
import { FeedbackDialog } from './feedback-dialog';
import { FeedbackForm } from './feedback-form';
import { MyFeedback } from './my-feedback';
import { restoreAfterEach } from '@/testing/toasts';

restoreAfterEach();

const item: Feedback = {
  id: 5,
  feedbackType: 'negative',
  content: 'Broken gate by the steps',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  beachId: 3,
  beachName: 'Croyde',
  isPublic: false,
  authorName: 'Bryony P.',
};

const withToasts = (element: ReactNode) => (
  <>
    {element}
    <Toaster />
  </>
);
const render = (element: ReactNode, url = '/') =>
  renderRoutes(
    [
      { path: '/', element: withToasts(element) },
      { path: '*', element: <p>Went elsewhere</p> },
    ],
    url,
  );
const toastWith = async (text: string) =>
  expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);

describe('beach feedback', () => {
  it('shows the empty state, and a 404 as none', async () => {
    stubApi({});
    render(<BeachFeedbackList beachId={3} />);
    expect(await screen.findByText('No feedback yet')).toBeInTheDocument();
    expect(screen.getByText('Share your experience to help other visitors!')).toBeInTheDocument();
  });

  it('lists public feedback with its type', async () => {
    stubApi({
      'GET /api/beaches/3/feedback': {
        body: [item],
      },
    });
    render(<BeachFeedbackList beachId={3} />);
    expect(await screen.findByText('Broken gate by the steps')).toBeInTheDocument();
    expect(screen.getByText('Bryony P.')).toBeInTheDocument();
    expect(screen.getByText('Issue or Concern')).toBeInTheDocument();
  });

  it('sends the dialog trimmed, general by default, with the button off while empty', async () => {
    const fetchMock = stubApi({ 'POST /api/feedback': { status: 201, body: item } });
    const onOpenChange = vi.fn();
    render(<FeedbackDialog beachId={3} beachName="Croyde" open onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog', { name: 'Leave Feedback' });
    const send = within(dialog).getByRole('button', { name: 'Submit Feedback' });
    expect(send).toBeDisabled();
    expect(within(dialog).getByLabelText('Type of feedback')).toHaveValue('general');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['General', 'Positive', 'Issue or Concern', 'Suggestion']);
    fireEvent.change(within(dialog).getByLabelText('Your feedback'), { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Your feedback'), {
      target: { value: '  Lovely  ' },
    });
    fireEvent.click(send);
    await toastWith('Feedback submitted!');
    expect(sentBody(fetchMock)).toEqual({ beachId: 3, feedbackType: 'general', content: 'Lovely' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps what was written when sending fails', async () => {
    stubApi({
      'POST /api/feedback': {
        status: 403,
        body: { message: 'Please verify your email address first.' },
      },
    });
    render(<FeedbackDialog beachId={3} beachName="Croyde" open onOpenChange={() => {}} />);
    fireEvent.change(screen.getByLabelText('Your feedback'), { target: { value: 'Lovely' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await toastWith('Failed to submit feedback');
    await toastWith('Please verify your email address first.');
    expect(screen.getByLabelText('Your feedback')).toHaveValue('Lovely');
  });
});

describe('the feedback page form', () => {
  it('sends comment, public and no beach by default, then goes to the profile', async () => {
    const fetchMock = stubApi({ 'POST /api/feedback': { status: 201, body: item } });
    const router = render(<FeedbackForm fixedBeach={null} beaches={[{ id: 3, name: 'Croyde' }]} />);
    expect(screen.getByLabelText('Type of feedback')).toHaveValue('comment');
    expect(screen.getByRole('radio', { name: /Public/ })).toBeChecked();
    fireEvent.change(screen.getByLabelText('Your feedback'), { target: { value: 'Great site' } });
    fireEvent.click(screen.getByRole('radio', { name: /Private/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await toastWith('Feedback submitted successfully!');
    expect(sentBody(fetchMock)).toEqual({
      feedbackType: 'comment',
      content: 'Great site',
      isPublic: false,
    });
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('says so when the submission fails', async () => {
    stubApi({ 'POST /api/feedback': { status: 502 } });
    render(<FeedbackForm fixedBeach={{ id: 3, name: 'Croyde' }} beaches={[]} />);
    expect(screen.getByText('Croyde')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your feedback'), { target: { value: 'Great beach' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await toastWith('Submission failed');
    await toastWith('There was an error submitting your feedback. Please try again.');
  });

  it('shows the server’s words past the feedback quota, keeping what was written', async () => {
    const message =
      'Too many feedback messages in a short time. Please wait a minute and try again.';
    stubApi({ 'POST /api/feedback': { status: 429, body: { message } } });
    const router = render(<FeedbackForm fixedBeach={{ id: 3, name: 'Croyde' }} beaches={[]} />);
    fireEvent.change(screen.getByLabelText('Your feedback'), { target: { value: 'Great beach' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await toastWith('Submission failed');
    await toastWith(message);
    expect(screen.getByLabelText('Your feedback')).toHaveValue('Great beach');
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('My Feedback', () => {
  const mine: MyFeedbackItem = { ...item, beachSlug: 'croyde' };

  it('links feedback about a beach by its slug, and names general feedback without a link', async () => {
    const general = { ...mine, id: 6, beachId: null, beachName: null, beachSlug: null };
    stubApi({ 'GET /api/my/feedback': { body: [general, mine] } });
    render(<MyFeedback />);
    expect(await screen.findByRole('heading', { name: 'My Feedback (2)' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('General feedback')).toBeInTheDocument();
    expect(within(first!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'Croyde' })).toHaveAttribute(
      'href',
      '/beach/croyde',
    );
  });

  it('edits with Save and Cancel, and deletes after a confirmation', async () => {
    const fetchMock = stubApi({
      'GET /api/my/feedback': { body: [mine] },
      'PUT /api/feedback/5': { body: { ...item, content: 'Gate mended' } },
      'DELETE /api/feedback/5': { body: { message: 'Feedback deleted' } },
    });
    render(<MyFeedback />);
    expect(await screen.findByRole('heading', { name: 'My Feedback (1)' })).toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Croyde' })).toHaveAttribute('href', '/beach/croyde');

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Edit your feedback'), { target: { value: '  ' } });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Broken gate by the steps')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Edit your feedback'), {
      target: { value: ' Gate mended ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await toastWith('Feedback updated');
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentBody(fetchMock, put)).toEqual({ content: 'Gate mended' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete feedback?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await toastWith('Feedback deleted');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('shows the server’s words when a deletion is refused', async () => {
    const message =
      'Too many edits and deletions in a short time. Please wait a minute and try again.';
    stubApi({
      'GET /api/my/feedback': { body: [mine] },
      'DELETE /api/feedback/5': { status: 429, body: { message } },
    });
    render(<MyFeedback />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete feedback?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await toastWith('Delete failed');
    await toastWith(message);
    expect(screen.getByText('Broken gate by the steps')).toBeInTheDocument();
  });
});
