import { Camera, MessageSquare, User as UserIcon } from 'lucide-react';
import { userDisplayName, type User } from '@shared/auth';
import { AccountMenu } from '@/components/ui/dropdown-menu';
import { useLogout } from '../api/logout';
import { UserAvatar } from './user-avatar';

const accountLinks = [
  { to: '/profile', icon: UserIcon, label: 'Profile' },
  { to: '/community/upload', icon: Camera, label: 'Upload Photos' },
  { to: '/community/feedback', icon: MessageSquare, label: 'My Feedback' },
];

/**
 * The signed-in user's menu: an avatar with their initials opening name, e-mail, Profile, Upload
 * Photos, My Feedback and Sign Out. Its own chunk: signed-out visitors never load it.
 */
export function AccountDropdown({ user }: { user: User }) {
  const logout = useLogout();
  const name = userDisplayName(user);
  return (
    <AccountMenu
      label={`Account menu for ${name}`}
      triggerClassName="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
      name={name}
      detail={user.email}
      links={accountLinks}
      signingOut={logout.isPending}
      onSignOut={() => logout.mutate()}
    >
      <UserAvatar user={user} className="size-9 text-sm" />
    </AccountMenu>
  );
}
