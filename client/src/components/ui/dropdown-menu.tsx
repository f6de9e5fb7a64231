import * as DropdownPrimitive from '@radix-ui/react-dropdown-menu';
import { LogOut, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from './class-names';

/**
 * A menu of actions (Radix): opens from its trigger with Enter, Space or the arrow keys, arrows
 * move through the items, Escape closes and returns focus to the trigger.
 */
export const DropdownMenu = DropdownPrimitive.Root;
export const DropdownMenuTrigger = DropdownPrimitive.Trigger;

export function DropdownMenuContent({
  className,
  align = 'end',
  sideOffset = 8,
  ...props
}: ComponentProps<typeof DropdownPrimitive.Content>) {
  return (
    <DropdownPrimitive.Portal>
      <DropdownPrimitive.Content
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-56 rounded-xl border border-line bg-white p-1.5 text-ink shadow-lg',
          className,
        )}
        {...props}
      />
    </DropdownPrimitive.Portal>
  );
}

/** An item: 44 px tall, highlighted while focused by keyboard or pointer. */
export function DropdownMenuItem({
  className,
  ...props
}: ComponentProps<typeof DropdownPrimitive.Item>) {
  return (
    <DropdownPrimitive.Item
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-ink outline-none',
        'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
        'data-[highlighted]:bg-sea-50 data-[highlighted]:text-sea-800',
        className,
      )}
      {...props}
    />
  );
}

/** An item that goes to a page of the site: its icon and words. */
export function DropdownMenuLink({
  to,
  icon: Icon,
  label,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
}) {
  return (
    <DropdownMenuItem asChild>
      <Link to={to}>
        <Icon aria-hidden="true" className="size-5 text-sea-600" />
        {label}
      </Link>
    </DropdownMenuItem>
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof DropdownPrimitive.Label>) {
  return <DropdownPrimitive.Label className={cn('px-3 py-2', className)} {...props} />;
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownPrimitive.Separator>) {
  return <DropdownPrimitive.Separator className={cn('my-1 h-px bg-line', className)} {...props} />;
}

/**
 * A header's account menu: the trigger (named `label`, drawn by `children`), then who is signed
 * in (`name`, and `detail` under it), the `links`, and Sign Out, disabled while `signingOut`.
 */
export function AccountMenu({
  label,
  triggerClassName,
  children,
  name,
  detail,
  links,
  signingOut,
  onSignOut,
}: {
  label: string;
  triggerClassName: string;
  children: ReactNode;
  name: string;
  detail: string;
  links: readonly { to: string; icon: LucideIcon; label: string }[];
  signingOut: boolean;
  onSignOut: () => void;
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger aria-label={label} className={triggerClassName}>
        {children}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel>
          <span className="block truncate font-semibold">{name}</span>
          <span className="block truncate text-sm text-ink-muted">{detail}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {links.map((link) => (
          <DropdownMenuLink key={link.to} {...link} />
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signingOut} onSelect={onSignOut}>
          <LogOut aria-hidden="true" className="size-5 text-sea-600" />
          {signingOut ? 'Signing out...' : 'Sign Out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
