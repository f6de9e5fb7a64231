import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPageTitle, formatPageTitle, PageTitle } from './page-title';

describe('PageTitle', () => {
  it('names the page, then the site', () => {
    expect(formatPageTitle('404 Page Not Found')).toBe('404 Page Not Found | Devon Dog Beaches');
    expect(formatPageTitle(null)).toBe(defaultPageTitle);
  });

  it('sets the document title', () => {
    render(<PageTitle title="All beaches" />);
    expect(document.title).toBe('All beaches | Devon Dog Beaches');
  });
});
