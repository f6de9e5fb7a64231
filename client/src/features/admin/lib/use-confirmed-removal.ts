import { useState } from 'react';

/** The part of a TanStack mutation by id that a confirmed removal needs. */
export interface RemoveById {
  mutate: (
    id: number,
    options: { onSuccess: () => void; onError: (error: Error) => void; onSettled: () => void },
  ) => void;
  isPending: boolean;
}

/**
 * A removal that asks first: `ask(item)` opens the confirmation (`target` is the item asked
 * about); spread `dialog` into the ConfirmDialog. Confirming runs the mutation, tells `onRemoved`
 * or `onFailed`, and closes the dialog once it has settled.
 */
export function useConfirmedRemoval<T extends { id: number }>(
  remove: RemoveById,
  { onRemoved, onFailed }: { onRemoved: (item: T) => void; onFailed: (error: Error) => void },
) {
  const [target, setTarget] = useState<T | null>(null);

  const confirm = () => {
    if (!target) return;
    const item = target;
    remove.mutate(item.id, {
      onSuccess: () => onRemoved(item),
      onError: onFailed,
      onSettled: () => setTarget(null),
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
