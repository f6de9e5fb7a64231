import { serverMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

// The toasts that answer an action: done, or failed with the server's words.

/** What a failure toast says when the server gave no message of its own. */
export const tryAgainLater = 'Please try again later.';

/** A success toast: its title and, when given, a line of detail. */
export const successToast = (title: string, description?: string) =>
  toast({ title, ...(description === undefined ? {} : { description }), variant: 'success' });

/** A failure toast: its title, and the server's `{message}` or else `fallback`. */
export const failureToast = (title: string, error: unknown, fallback: string = tryAgainLater) =>
  toast({ title, description: serverMessage(error, fallback), variant: 'error' });
