import { failureToast, successToast } from './outcome-toasts';
import { useConfirmedRemoval, type RemoveById } from './use-confirmed-removal';

/**
 * Deleting one of the member's own `what` ("Photo") from their profile, after a confirmation:
 * "Photo deleted", or "Delete failed" with the server's words and the confirmation kept open, to
 * try again or cancel.
 */
export function useOwnDeletion<T extends { id: number }>(remove: RemoveById, what: string) {
  return useConfirmedRemoval<T>(remove, {
    onRemoved: () => successToast(`${what} deleted`),
    onFailed: (error) =>
      failureToast(
        'Delete failed',
        error,
        `Failed to delete ${what.toLowerCase()}. Please try again.`,
      ),
    keepOpenOnFailure: true,
  });
}
