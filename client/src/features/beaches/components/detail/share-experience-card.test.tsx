import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommunitySection } from './community-section';
import { ShareExperienceCard } from './share-experience-card';

afterEach(() => {
  vi.useRealTimers();
  // jsdom has no scrollIntoView; each test brings its own.
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('ShareExperienceCard', () => {
  it.each([
    ['Share Photos', 'photos', 'Community Photos'],
    ['Leave Feedback', 'feedback', 'Community Feedback'],
  ] as const)(
    '%s scrolls to its section and opens the dialog 500 ms later',
    async (button, kind, section) => {
      vi.useFakeTimers();
      const scrolled: string[] = [];
      Object.defineProperty(Element.prototype, 'scrollIntoView', {
        configurable: true,
        value(this: Element) {
          scrolled.push(this.querySelector('h2')?.textContent ?? '');
        },
      });
      const onOpenDialog = vi.fn();
      render(
        <>
          <ShareExperienceCard onOpenDialog={onOpenDialog} />
          <CommunitySection photos={<p>Photos</p>} feedback={<p>Feedback</p>} />
        </>,
      );
      fireEvent.click(screen.getByRole('button', { name: button }));
      expect(scrolled).toEqual([section]);
      await act(async () => {
        vi.advanceTimersByTime(499);
      });
      expect(onOpenDialog).not.toHaveBeenCalled();
      await act(async () => {
        vi.advanceTimersByTime(1);
      });
      expect(onOpenDialog).toHaveBeenCalledWith(kind);
    },
  );
});
