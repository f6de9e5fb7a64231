import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/provider';
import { stubApi } from '@/testing/stub-api';
import { restoreAfterEach } from '@/testing/toasts';
import { signedInAs, signedOut } from '@/testing/users';
import { userQueryKey } from '../api/get-user';
import { SignedIn } from './signed-in';

restoreAfterEach();

const renderSignedIn = (client = createQueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <p>Always shown</p>
      <SignedIn>
        <p>Only for members</p>
      </SignedIn>
    </QueryClientProvider>,
  );

describe('SignedIn', () => {
  it('shows its children once the session names a user', async () => {
    stubApi(signedInAs());
    renderSignedIn();
    expect(await screen.findByText('Only for members')).toBeInTheDocument();
  });

  it('shows nothing to a visitor, and nothing before the session is known', async () => {
    stubApi(signedOut);
    const client = createQueryClient();
    renderSignedIn(client);
    expect(screen.getByText('Always shown')).toBeInTheDocument();
    expect(screen.queryByText('Only for members')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(client.getQueryData(userQueryKey)).toBeNull());
    expect(screen.queryByText('Only for members')).not.toBeInTheDocument();
  });
});
