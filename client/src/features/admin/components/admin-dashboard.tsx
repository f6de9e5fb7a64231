import { ExternalLink, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Admin } from '@shared/admin';
import { Button, buttonClasses } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ReviewModerationTab } from '@/features/reviews/admin';
import { WalkModerationTab } from '@/features/walks/admin';
import { useAdminLogout } from '../api/admin-session';
import { ActivityTab } from './activity-tab';
import { AdminSummaryCards } from './admin-summary-cards';
import { BeachManagementTab } from './beach-management-tab';
import { BlogAdminTab } from './blog-admin-tab';
import { CommunityTab } from './community-tab';
import { MessagesTab } from './messages-tab';
import { PhotoAdminTab } from './photo-admin-tab';

export const dashboardTabs = [
  { value: 'beaches', label: 'Beach Management' },
  { value: 'reviews', label: 'Review Moderation' },
  { value: 'routes', label: 'Walking Routes' },
  { value: 'community', label: 'Community' },
  { value: 'messages', label: 'Messages' },
  { value: 'photos', label: 'Photo Admin' },
  { value: 'blog', label: 'Blog' },
  { value: 'activity', label: 'Activity' },
] as const;
type DashboardTab = (typeof dashboardTabs)[number]['value'];

const isTab = (value: string | null): value is DashboardTab =>
  dashboardTabs.some((tab) => tab.value === value);

/** The back office: the welcome line, View Site, Logout, the figures, the tabs. */
export function AdminDashboard({ admin }: { admin: Admin }) {
  const navigate = useNavigate();
  const logout = useAdminLogout();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: DashboardTab = isTab(requested) ? requested : 'beaches';
  // One search for Beach Management and Photo Admin: switching tabs keeps what was typed.
  const [search, setSearch] = useState('');

  const selectTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'beaches') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  const signOut = () =>
    logout.mutate(undefined, { onSettled: () => void navigate('/', { replace: true }) });

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">Admin Dashboard</h1>
          <p className="mt-1 text-ink-muted">Welcome back, {admin.name}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
            <ExternalLink aria-hidden="true" className="size-4" /> View Site
          </Link>
          <Button variant="secondary" onClick={signOut} disabled={logout.isPending}>
            <LogOut aria-hidden="true" className="size-4" />
            {logout.isPending ? 'Logging out...' : 'Logout'}
          </Button>
        </div>
      </header>

      <AdminSummaryCards />

      <Tabs value={tab} onValueChange={selectTab}>
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <TabsList aria-label="Back office" className="w-max min-w-full">
            {dashboardTabs.map(({ value, label }) => (
              <TabsTrigger key={value} value={value} className="flex-none whitespace-nowrap">
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <div className="mt-5">
          <TabsContent value="beaches">
            <BeachManagementTab search={search} onSearchChange={setSearch} />
          </TabsContent>
          <TabsContent value="reviews">
            <ReviewModerationTab />
          </TabsContent>
          <TabsContent value="routes">
            <WalkModerationTab />
          </TabsContent>
          <TabsContent value="community">
            <CommunityTab />
          </TabsContent>
          <TabsContent value="messages">
            <MessagesTab />
          </TabsContent>
          <TabsContent value="photos">
            <PhotoAdminTab search={search} onSearchChange={setSearch} />
          </TabsContent>
          <TabsContent value="blog">
            <BlogAdminTab />
          </TabsContent>
          <TabsContent value="activity">
            <ActivityTab />
          </TabsContent>
        </div>
      </Tabs>
    </div>
  );
}
