import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

/** A dialog opened from state, as every dialog of the site is: no Radix trigger. */
function OpenedFromState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Leave Feedback
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Leave Feedback">
        <label>
          Your feedback <textarea />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('moves the focus in, and gives it back to the opener on Escape', async () => {
    render(<OpenedFromState />);
    const opener = screen.getByRole('button', { name: 'Leave Feedback' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Leave Feedback' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix gives the focus back on the next task.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives the focus back after the close button too', async () => {
    render(<OpenedFromState />);
    const opener = screen.getByRole('button', { name: 'Leave Feedback' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix gives the focus back on the next task.
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
