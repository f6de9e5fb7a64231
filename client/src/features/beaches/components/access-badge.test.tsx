import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccessBadge, accessLabel } from './access-badge';

describe('accessLabel', () => {
  it.each([
    ['year-round', 'Year round access'],
    ['seasonal', 'Seasonal'],
    ['restricted', 'Some restrictions'],
    ['no-dogs', 'Limited doggy access'],
    ['', 'Limited doggy access'],
  ])('%s -> %s', (accessType, label) => {
    expect(accessLabel(accessType)).toBe(label);
  });
});

describe('AccessBadge', () => {
  it('carries an icon besides its word and colour', () => {
    const { container } = render(<AccessBadge accessType="seasonal" />);
    expect(screen.getByText('Seasonal')).toBeInTheDocument();
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(container.firstElementChild).toHaveClass('text-seasonal');
  });

  it('keeps its word, icon and colour over a picture', () => {
    const { container } = render(<AccessBadge accessType="restricted" overlay />);
    expect(screen.getByText('Some restrictions')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass('bg-white', 'text-banned');
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });
});
