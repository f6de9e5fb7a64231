import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moderationMessages } from '@shared/admin';
import { createQueryClient } from '@/app/provider';
import { adminKeys } from '@/features/admin';
import { confirmIn, renderAdminList as render } from '@/testing/admin-api';
import { calls, stubApi } from '@/testing/stub-api';
import { feedback } from '@/testing/admin-fixtures';
import { restoreAfterEach, toastWith } from '@/testing/toasts';
import { FeedbackModeration } from './feedback-moderation';

restoreAfterEach();

describe('Feedback (Community tab)', () => {
  it('removes feedback after confirming, and says so when it fails', async () => {
    let fail = true;
    const fetchMock = stubApi({
      'GET /api/admin/feedback': { body: [feedback()], total: 1 },
      'DELETE /api/admin/feedback/5': () =>
        fail
          ? { status: 500, body: {} }
          : { body: { message: moderationMessages.feedbackDeleted } },
    });
    const queryClient = createQueryClient();
    const refreshed = [['feedback', 3], ['my', 'feedback'], adminKeys.audit];
    for (const key of refreshed) queryClient.setQueryData(key, []);
    render(<FeedbackModeration />, queryClient);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('dialog', { name: 'Remove Feedback' })).toHaveTextContent(
      'This issue or concern feedback by Bryony Penrose will be removed.',
    );
    await confirmIn('Remove Feedback', 'Remove');
    await toastWith(moderationMessages.feedbackDeleteFailed);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await confirmIn('Remove Feedback', 'Remove');
    await toastWith(moderationMessages.feedbackDeleted);
    expect(calls(fetchMock)).toContain('DELETE /api/admin/feedback/5');
    for (const key of refreshed) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
  });
});
