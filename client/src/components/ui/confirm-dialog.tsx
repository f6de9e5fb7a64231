import { lazyWhenOpen } from './lazy-when-open';
import type { ConfirmDialogProps } from './confirm-dialog-content';

/**
 * "Are you sure?" before something that cannot be undone: Cancel, or the danger button. Its code
 * (and Radix Dialog's) loads when it first opens.
 */
export const ConfirmDialog = lazyWhenOpen<ConfirmDialogProps>(() =>
  import('./confirm-dialog-content').then((module) => module.ConfirmDialogContent),
);
