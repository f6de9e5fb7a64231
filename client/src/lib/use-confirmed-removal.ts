import { useState } from 'react';

/** The part of a TanStack mutation by id that a confirmed removal needs. */
export interface RemoveById {
  mutate: (
    id: number,
    options: {
      onSuccess: () => void;
      onError: (error: Error) => void;
      onSettled: (data: unknown, error: Error | null) => void;
    },
  ) => void;
  isPending: boolean;
}

interface RemovalOptions<T> {
  onRemoved: (item: T) => void;
  onFailed: (error: Error) => void;
  /** Keep the confirmation open when the removal fails, so it can be tried again or cancelled. */
  keepOpenOnFailure?: boolean;
}

/**
 * A removal that asks first: `ask(item)` opens the confirmation (`target` is the item asked
 * about); spread `dialog` into the ConfirmDialog. Confirming runs the mutation, tells `onRemoved`
 * or `onFailed`, and closes the dialog once it has settled (after a success only, with
 * `keepOpenOnFailure`).
 */
export function useConfirmedRemoval<T extends { id: number }>(
  remove: RemoveById,
  { onRemoved, onFailed, keepOpenOnFailure = false }: RemovalOptions<T>,
) {
  const [target, setTarget] = useState<T | null>(null);

  const confirm = () => {
    if (!target) return;
    const item = target;
    remove.mutate(item.id, {
      onSuccess: () => onRemoved(item),
      onError: onFailed,
      onSettled: (_data, error) => {
        if (!error || !keepOpenOnFailure) setTarget(null);
      },
    });
  };

  return {
    target,
    ask: setTarget,
    /** The ConfirmDialog's open, pending, onConfirm and onCancel. */
    dialog: {
      open: target !== null,
      pending: remove.isPending,
      onConfirm: confirm,
      onCancel: () => setTarget(null),
    },
  };
}
