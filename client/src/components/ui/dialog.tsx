import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { cn } from './class-names';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the foot of the dialog. */
  footer?: ReactNode;
  /** Hide the corner close button (a dialog that must be answered with its own buttons). */
  hideClose?: boolean;
  className?: string;
}

/**
 * A modal dialog (Radix): focus moves in and returns on close, Escape and the overlay close it,
 * the title names it and the description describes it.
 *
 * The dialogs here are opened from state, not from a Radix trigger, so Radix has no trigger to
 * give the focus back to: the element that had the focus when the dialog opened gets it back.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  hideClose = false,
  className,
}: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/50 transition-opacity starting:opacity-0" />
        <DialogPrimitive.Content
          // Without a description, say so (Radix otherwise points at a missing element).
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            // Still the opener: the focus moves into the dialog after this event.
            const focused = document.activeElement;
            opener.current =
              focused instanceof HTMLElement && focused !== document.body ? focused : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-2xl bg-white p-5 text-ink shadow-xl outline-none sm:p-6',
            className,
          )}
        >
          <div className="mb-4 space-y-1 pr-10">
            <DialogPrimitive.Title className="text-xl font-bold">{title}</DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="text-ink-muted">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          {children}
          {footer && <div className="mt-5 flex flex-wrap justify-end gap-2">{footer}</div>}
          {!hideClose && (
            <DialogPrimitive.Close
              aria-label="Close"
              className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-lg text-ink-muted hover:bg-sand-50"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
