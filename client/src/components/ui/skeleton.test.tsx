import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkeletonList } from './skeleton';

describe('SkeletonList', () => {
  it('is a busy, labelled region of still blocks hidden from screen readers', () => {
    render(<SkeletonList label="Loading beaches..." count={3} testId="block" />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveTextContent('Loading beaches...');
    const blocks = screen.getAllByTestId('block');
    expect(blocks).toHaveLength(3);
    for (const block of blocks) {
      expect(block).toHaveAttribute('aria-hidden', 'true');
      // No animation: a pulsing block has the browser draw a frame 60 times a second.
      expect(block.className).not.toMatch(/\banimate-/);
    }
  });
});
