import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** The link named `name` goes to `href`; looked for in `scope` (from `within`), else the page. */
export const expectLinkTo = (
  name: string | RegExp,
  href: string,
  scope: Pick<typeof screen, 'getByRole'> = screen,
) => expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);
