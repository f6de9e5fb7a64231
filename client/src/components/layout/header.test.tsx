import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Header } from './header';
import { defaultTagline, PageSubtitleProvider, usePageSubtitle } from './page-subtitle';

function Frame() {
  return (
    <PageSubtitleProvider>
      <Header account={<a href="/auth">Account corner</a>} />
      <Outlet />
    </PageSubtitleProvider>
  );
}

function BeachesPage() {
  usePageSubtitle('All beaches');
  return <Link to="/">Leave</Link>;
}

const renderAt = (path: string) => {
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          { path: '/', element: <p>Home page</p> },
          { path: '/beaches', element: <BeachesPage /> },
          { path: '*', element: <p>Other</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

// jsdom ignores the md: breakpoint, so both navigations are in the document; the burger's panel
// is the one it controls.
const burger = () => screen.getByRole('button', { name: 'Menu' });
const mobileNav = () => document.getElementById(burger().getAttribute('aria-controls')!)!;

describe('Header', () => {
  it('links Home, All Beaches, Plan a walk, Blog and Contact, marking the current page', () => {
    renderAt('/beaches');
    const desktopNav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const links = within(desktopNav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['All Beaches', '/beaches'],
      ['Plan a walk', '/plan'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]);
    expect(within(desktopNav).getByRole('link', { name: 'All Beaches' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(desktopNav).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it("shows the page's subtitle, and the tagline on pages without one", () => {
    renderAt('/beaches?view=list');
    expect(screen.getByText('All beaches')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(screen.getByText(defaultTagline)).toBeInTheDocument();
  });

  it('shows the account corner it is given', () => {
    renderAt('/');
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('link', { name: 'Account corner' }),
    );
  });

  it('opens and closes the burger menu, and closes it on Escape and on navigation', () => {
    renderAt('/');
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileNav()).not.toBeVisible();

    fireEvent.click(burger());
    expect(burger()).toHaveAttribute('aria-expanded', 'true');
    expect(mobileNav()).toBeVisible();
    expect(
      within(mobileNav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'All Beaches', 'Plan a walk', 'Blog', 'Contact']);
    fireEvent.click(burger());
    expect(burger()).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(burger());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(burger()).toHaveFocus();

    fireEvent.click(burger());
    fireEvent.click(within(mobileNav()).getByRole('link', { name: 'Contact' }));
    expect(screen.getByText('Other')).toBeInTheDocument();
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileNav()).not.toBeVisible();
  });

  it('stays open while the page only rewrites its query, and closes when the page changes', async () => {
    const router = renderAt('/');
    fireEvent.click(burger());
    await act(() => router.navigate('/?beachType=sandy', { replace: true }));
    expect(burger()).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate('/beaches'));
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
  });
});
