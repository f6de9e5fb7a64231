import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Admin } from '@shared/admin-session';
import { makeBeach } from '@shared/testing/make-beach';
import { renderRoutes } from '@/testing/render-routes';
import { calledPath, sentBody, stubApi } from '@/testing/stub-api';
import { restoreAfterEach, withToasts } from '@/testing/toasts';
import { AdminDashboardRoute } from './admin-dashboard';
import { AdminLoginRoute } from './admin-login';

restoreAfterEach();

const warden: Admin = { id: 1, username: 'warden', email: 'warden@example.org', name: 'Morwenna' };
const signedIn = { 'GET /api/admin/session': { body: { admin: warden } } };
const signedOut = { 'GET /api/admin/session': { body: { admin: null } } };
const stats = {
  'GET /api/stats': {
    body: { totalBeaches: 41, totalReviews: 17, averageRating: 4.26, yearRoundBeaches: 12 },
  },
};

const renderAdmin = (url: string) =>
  renderRoutes(
    [
      { path: '/admin/login', element: withToasts(<AdminLoginRoute />) },
      { path: '/admin', element: withToasts(<AdminDashboardRoute />) },
      { path: '/admin/dashboard', element: withToasts(<AdminDashboardRoute />) },
      { path: '/', element: <p>Home page</p> },
    ],
    url,
  );

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/admin/login', () => {
  it('asks for both fields, naming each one missing', async () => {
    const fetchMock = stubApi(signedOut);
    renderAdmin('/admin/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calledPath(fetchMock, '/api/admin/login')).toBe(false);
    expect(screen.getByRole('link', { name: 'Back to Beach Directory' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows the server’s message in an alert when the sign-in fails', async () => {
    stubApi({
      ...signedOut,
      'POST /api/admin/login': { status: 401, body: { message: 'Invalid username or password' } },
    });
    renderAdmin('/admin/login');
    await screen.findByLabelText('Username');
    fill('Username', 'warden');
    fill('Password', 'wrong');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  });

  it('says Login failed when the server gives no message', async () => {
    stubApi({ ...signedOut, 'POST /api/admin/login': { status: 500 } });
    renderAdmin('/admin/login');
    await screen.findByLabelText('Username');
    fill('Username', 'warden');
    fill('Password', 'secret');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('signs in and goes to the dashboard', async () => {
    const fetchMock = stubApi({
      ...signedOut,
      ...stats,
      'POST /api/admin/login': { body: { admin: warden } },
      'GET /api/admin/beaches': { body: [] },
    });
    const router = renderAdmin('/admin/login');
    await screen.findByLabelText('Username');
    fill('Username', 'warden');
    fill('Password', 'harbour');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByText('Welcome back, Morwenna')).toBeInTheDocument();
    const loginCall = fetchMock.mock.calls.findIndex(([url]) => url === '/api/admin/login');
    expect(sentBody(fetchMock, loginCall)).toEqual({ username: 'warden', password: 'harbour' });
  });

  it('sends a signed-in administrator straight to the dashboard', async () => {
    stubApi({ ...signedIn, ...stats, 'GET /api/admin/beaches': { body: [] } });
    const router = renderAdmin('/admin/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});

describe('/admin', () => {
  it('sends a visitor who is not signed in to the login page', async () => {
    const router = (stubApi(signedOut), renderAdmin('/admin/dashboard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('greets the administrator and shows the four figures from the stats', async () => {
    stubApi({ ...signedIn, ...stats, 'GET /api/admin/beaches': { body: [] } });
    renderAdmin('/admin');
    expect(await screen.findByText('Welcome back, Morwenna')).toBeInTheDocument();
    const figure = (label: string) => screen.getByText(label).closest('div');
    await waitFor(() => expect(figure('Total Beaches')).toHaveTextContent('41'));
    expect(figure('Total Reviews')).toHaveTextContent('17');
    expect(figure('Avg Rating')).toHaveTextContent('4.3');
    expect(figure('Year-Round')).toHaveTextContent('12');
    expect(screen.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/');
    for (const name of [
      'Beach Management',
      'Review Moderation',
      'Walking Routes',
      'Community',
      'Messages',
      'Photo Admin',
      'Blog',
      'Activity',
    ]) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
  });

  it('falls back to the loaded beaches when the stats fail', async () => {
    stubApi({
      ...signedIn,
      'GET /api/stats': { status: 500 },
      'GET /api/admin/beaches': {
        body: [
          makeBeach({ accessType: 'year-round', totalReviews: 2, averageRating: 4 }),
          makeBeach({ accessType: 'seasonal', totalReviews: 0, averageRating: 0 }),
        ],
      },
    });
    renderAdmin('/admin');
    const figure = (label: string) => screen.getByText(label).closest('div');
    await waitFor(() => expect(figure('Total Beaches')).toHaveTextContent('2'), {
      timeout: 5000,
    });
    expect(figure('Total Reviews')).toHaveTextContent('2');
    expect(figure('Avg Rating')).toHaveTextContent('4.0');
    expect(figure('Year-Round')).toHaveTextContent('1');
  });

  it('shows every tab, with what waits on the moderation tabs, from one call', async () => {
    const fetchMock = stubApi({
      ...signedIn,
      ...stats,
      'GET /api/admin/beaches': { body: [] },
      'GET /api/admin/pending-counts': { body: { routes: 2, ruleReports: 0, messages: 3 } },
    });
    renderAdmin('/admin');
    // Seen as "Messages (3)", heard as "Messages, 3 unread".
    const messages = await screen.findByRole(
      'tab',
      { name: 'Messages, 3 unread' },
      { timeout: 5000 },
    );
    expect(messages).toHaveTextContent('Messages(3)');
    expect(screen.getByRole('tab', { name: 'Walking Routes, 2 to approve' })).toHaveTextContent(
      'Walking Routes(2)',
    );
    // Nothing waits: the plain name.
    expect(screen.getByRole('tab', { name: 'Community' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Review Moderation' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(8);
    expect(screen.getByRole('tablist', { name: 'Back office' })).toHaveClass('flex-wrap');
    expect(
      fetchMock.mock.calls.filter(([url]) => url === '/api/admin/pending-counts'),
    ).toHaveLength(1);
  });

  it('keeps the chosen tab in the address', async () => {
    stubApi({ ...signedIn, ...stats, 'GET /api/admin/beaches': { body: [] } });
    const router = renderAdmin('/admin');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Messages' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=messages'));
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
  });

  it('signs out and goes to the home page', async () => {
    const fetchMock = stubApi({
      ...signedIn,
      ...stats,
      'GET /api/admin/beaches': { body: [] },
      'POST /api/admin/logout': { body: { message: 'Signed out' } },
    });
    const router = renderAdmin('/admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calledPath(fetchMock, '/api/admin/logout')).toBe(true);
  });
});
