import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { dismissToast, toastDuration, useToasts, type ToastVariant } from '@/lib/toast';
import { cn } from './class-names';

const variantStyles: Record<ToastVariant, { box: string; icon: string; Icon: typeof Info }> = {
  default: { box: 'border-line bg-white', icon: 'text-sea-600', Icon: Info },
  success: { box: 'border-allowed/30 bg-allowed-bg', icon: 'text-allowed', Icon: CircleCheck },
  error: { box: 'border-banned/30 bg-banned-bg', icon: 'text-banned', Icon: CircleAlert },
};

/**
 * Renders the notifications of `@/lib/toast` (one at a time, 5000 ms, swipe right past 50 px to
 * dismiss). Radix announces each one through its own live region: errors assertively
 * (`type="foreground"`), the rest politely. Mounted once, in the layout.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={toastDuration}>
      {toasts.map(({ id, title, description, variant, duration, open }) => {
        const { box, icon, Icon } = variantStyles[variant];
        return (
          <ToastPrimitive.Root
            key={id}
            open={open}
            duration={duration}
            type={variant === 'error' ? 'foreground' : 'background'}
            onOpenChange={(isOpen) => {
              if (!isOpen) dismissToast(id);
            }}
            data-variant={variant}
            className={cn(
              'pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 pr-2 text-ink shadow-lg',
              'transition-[opacity,transform] duration-200 ease-out starting:translate-y-2 starting:opacity-0',
              'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
              'data-[swipe=cancel]:translate-x-0',
              'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=end]:opacity-0',
              box,
            )}
          >
            <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', icon)} />
            <div className="min-w-0 flex-1">
              <ToastPrimitive.Title className="font-semibold">{title}</ToastPrimitive.Title>
              {description && (
                <ToastPrimitive.Description className="mt-0.5 text-sm text-ink-muted">
                  {description}
                </ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close
              aria-label="Dismiss notification"
              className="-my-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-black/5"
            >
              <X aria-hidden="true" className="size-5" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] m-0 flex list-none flex-col gap-2 p-4 outline-none sm:inset-x-auto sm:right-0 sm:w-[24rem]" />
    </ToastPrimitive.Provider>
  );
}
