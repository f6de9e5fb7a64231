import { Camera, LogOut, MessageSquare, User as UserIcon } from 'lucide-react';
import { userDisplayName, type User } from '@shared/auth';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuLink,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '../api/logout';
import { UserAvatar } from './user-avatar';

/**
 * The signed-in user's menu: an avatar with their initials opening name, e-mail, Profile, Upload
 * Photos, My Feedback and Sign Out. Its own chunk: signed-out visitors never load it.
 */
export function AccountDropdown({ user }: { user: User }) {
  const logout = useLogout();
  const name = userDisplayName(user);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${name}`}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
      >
        <UserAvatar user={user} className="size-9 text-sm" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel>
          <span className="block truncate font-semibold">{name}</span>
          <span className="block truncate text-sm text-ink-muted">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuLink to="/profile" icon={UserIcon} label="Profile" />
        <DropdownMenuLink to="/community/upload" icon={Camera} label="Upload Photos" />
        <DropdownMenuLink to="/community/feedback" icon={MessageSquare} label="My Feedback" />
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" className="size-5 text-sea-600" />
          {logout.isPending ? 'Signing out...' : 'Sign Out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
