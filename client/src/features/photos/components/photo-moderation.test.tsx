import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moderationMessages } from '@shared/admin';
import { createQueryClient } from '@/app/provider';
import { adminKeys } from '@/features/admin';
import { confirmIn, renderAdminList as render } from '@/testing/admin-api';
import { calls, stubApi } from '@/testing/stub-api';
import { photo } from '@/testing/admin-fixtures';
import { restoreAfterEach, toastWith } from '@/testing/toasts';
import { PhotoModeration } from './photo-moderation';

restoreAfterEach();

describe('Community photos (Community tab)', () => {
  it('removes a photo after confirming', async () => {
    let rows = [photo()];
    const fetchMock = stubApi({
      'GET /api/admin/community-photos': () => ({ body: rows, total: rows.length }),
      'DELETE /api/admin/community-photos/11': () => {
        rows = [];
        return { body: { message: moderationMessages.photoDeleted } };
      },
    });
    const queryClient = createQueryClient();
    const refreshed = [['photos', 3], ['my', 'photos'], adminKeys.audit];
    for (const key of refreshed) queryClient.setQueryData(key, []);
    render(<PhotoModeration />, queryClient);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await confirmIn('Remove Photo', 'Remove');
    await toastWith(moderationMessages.photoDeleted);
    expect(calls(fetchMock)).toContain('DELETE /api/admin/community-photos/11');
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
    for (const key of refreshed) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
  });
});
