import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** The destructive action's label: 'Delete' unless given. */
  confirmLabel?: string;
  /** What the button says while it runs: 'Deleting...' unless given. */
  pendingLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The dialog `ConfirmDialog` loads when it first opens. */
export function ConfirmDialogContent({
  open,
  title,
  description,
  confirmLabel = 'Delete',
  pendingLabel = 'Deleting...',
  pending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    />
  );
}
