import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/render-routes';
import { AuthRoute } from './auth';

afterEach(() => vi.unstubAllGlobals());

describe('AuthRoute', () => {
  it('switches to Sign Up', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 401 })));
    renderRoutes([{ path: '/auth', element: <AuthRoute /> }], '/auth');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByLabelText('First name')).toBeInTheDocument());
  });
});
