import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-sea-600 text-white shadow-sm hover:bg-sea-700 active:bg-sea-800',
  secondary: 'border border-sea-600 bg-white text-sea-700 hover:bg-sea-50 active:bg-sea-100',
  ghost: 'text-sea-700 hover:bg-sea-50 active:bg-sea-100',
  danger: 'bg-banned text-white shadow-sm hover:brightness-95',
};

// Every size keeps the 44 px minimum tap target; only the padding and type change.
const sizeClasses: Record<ButtonSize, string> = {
  sm: 'min-h-11 min-w-11 px-3 text-sm',
  md: 'min-h-11 min-w-11 px-4 text-base',
  lg: 'min-h-12 min-w-12 px-6 text-lg',
};

/**
 * The classes of a button, for links that look like one:
 * `<Link className={buttonClasses({ variant: 'secondary' })} to="/beaches">`.
 */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors duration-150',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sea-500',
    'disabled:pointer-events-none disabled:opacity-50',
    variantClasses[variant],
    sizeClasses[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ref,
  ...props
}: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses({ variant, size, className })}
      {...props}
    />
  );
}
