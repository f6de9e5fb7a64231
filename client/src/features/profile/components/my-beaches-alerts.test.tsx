import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFavorite } from '@/testing/favorites';
import { renderRoutes } from '@/testing/render-routes';
import { bodyOf, heldReply, stubApi } from '@/testing/stub-api';
import { restoreAfterEach, toastWith, withToasts } from '@/testing/toasts';
import { MyBeaches } from './my-beaches';

restoreAfterEach();

const render = () =>
  renderRoutes([{ path: '/profile', element: withToasts(<MyBeaches />) }], '/profile');
const label = 'E-mail me when the dog rules change';

describe('My beaches: rule-change e-mails', () => {
  it('turns them on with a PUT, showing it is saving meanwhile', async () => {
    const held = heldReply();
    const fetchMock = stubApi({
      'GET /api/my/favorites': { body: [makeFavorite({})] },
      'PUT /api/beaches/3/favorite/alerts': held.handler,
    });
    render();
    const toggle = await screen.findByRole('switch', { name: label });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(await screen.findByText('Saving...')).toBeInTheDocument();
    expect(toggle).toBeDisabled();
    held.answer({ body: { beachId: 3, alertsEnabled: true } });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toBeEnabled();
    expect(bodyOf(fetchMock, 'PUT', '/api/beaches/3/favorite/alerts')).toEqual({ enabled: true });
  });

  it('keeps the saved state and says so when the change fails', async () => {
    stubApi({
      'GET /api/my/favorites': { body: [makeFavorite({ alertsEnabled: true })] },
      'PUT /api/beaches/3/favorite/alerts': { status: 500, body: { message: 'Broken' } },
    });
    render();
    const toggle = await screen.findByRole('switch', { name: label });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    await toastWith('Could not change your e-mails');
    expect(screen.getByText('Not saved: please try again.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});
