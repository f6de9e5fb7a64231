import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Camera, LogOut, MessageSquare, User as UserIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { userDisplayName, type User } from '@shared/auth';
import { useSignOut } from '../api/sign-out';
import { UserAvatar } from './user-avatar';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-ink outline-none data-[highlighted]:bg-sea-50 data-[highlighted]:text-sea-800';

function MenuLink({
  to,
  icon: Icon,
  label,
}: {
  to: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
  label: string;
}) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        <Icon aria-hidden="true" className="size-5 text-sea-600" />
        {label}
      </Link>
    </DropdownMenu.Item>
  );
}

/**
 * The signed-in user's menu: an avatar with their initials opening name, e-mail, Profile, Upload
 * Photos, My Feedback and Sign Out (spec §2). Its own chunk: signed-out visitors never load it.
 */
export function AccountDropdown({ user }: { user: User }) {
  const signOut = useSignOut();
  const name = userDisplayName(user);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${name}`}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
      >
        <UserAvatar user={user} className="size-9 text-sm" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-line bg-white p-1.5 text-ink shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate font-semibold">{name}</span>
            <span className="block truncate text-sm text-ink-muted">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <MenuLink to="/profile" icon={UserIcon} label="Profile" />
          <MenuLink to="/community/upload" icon={Camera} label="Upload Photos" />
          <MenuLink to="/community/feedback" icon={MessageSquare} label="My Feedback" />
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            className={itemClass}
            disabled={signOut.isPending}
            onSelect={() => signOut.mutate()}
          >
            <LogOut aria-hidden="true" className="size-5 text-sea-600" />
            {signOut.isPending ? 'Signing out...' : 'Sign Out'}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
