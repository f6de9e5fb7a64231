import { ExternalLink, LogOut } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PendingCounts } from '@shared/admin';
import type { Admin } from '@shared/admin-session';
import { Button, buttonClasses } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ReviewModerationTab } from '@/features/reviews/admin';
import { WalkModerationTab } from '@/features/walks/admin';
import { usePendingCounts } from '../api/pending-counts';
import { ActivityTab } from './activity-tab';
import { useAdminSignOut } from './admin-account-dropdown';
import { AdminSummaryCards } from './admin-summary-cards';
import { BeachManagementTab } from './beach-management-tab';
import type { BeachSearchProps } from './beach-search';
import { BlogAdminTab } from './blog-admin-tab';
import { CommunityTab } from './community-tab';
import { MessagesTab } from './messages-tab';
import { PhotoAdminTab } from './photo-admin-tab';

/**
 * The tabs and their panels, and for a moderation tab what waits there (`pending`, what the
 * count says).
 */
export const dashboardTabs: readonly {
  value: string;
  label: string;
  /** Beach Management and Photo Admin read the search they share; the other panels ignore it. */
  Panel: ComponentType<BeachSearchProps>;
  pending?: { count: keyof PendingCounts; what: string };
}[] = [
  { value: 'beaches', label: 'Beach Management', Panel: BeachManagementTab },
  { value: 'reviews', label: 'Review Moderation', Panel: ReviewModerationTab },
  {
    value: 'routes',
    label: 'Walking Routes',
    Panel: WalkModerationTab,
    pending: { count: 'routes', what: 'to approve' },
  },
  {
    value: 'community',
    label: 'Community',
    Panel: CommunityTab,
    pending: { count: 'ruleReports', what: 'open rule reports' },
  },
  {
    value: 'messages',
    label: 'Messages',
    Panel: MessagesTab,
    pending: { count: 'messages', what: 'unread' },
  },
  { value: 'photos', label: 'Photo Admin', Panel: PhotoAdminTab },
  { value: 'blog', label: 'Blog', Panel: BlogAdminTab },
  { value: 'activity', label: 'Activity', Panel: ActivityTab },
];
const isTab = (value: string | null): value is string =>
  dashboardTabs.some((tab) => tab.value === value);

/**
 * The back office: the welcome line, View Site, Sign Out, the figures, and the tabs, which wrap
 * onto a second line on a phone rather than hide any, with what waits on the moderation tabs.
 */
export function AdminDashboard({ admin }: { admin: Admin }) {
  const { signOut, pending: signingOut } = useAdminSignOut();
  const counts = usePendingCounts();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isTab(requested) ? requested : 'beaches';
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
          <Button variant="secondary" onClick={signOut} disabled={signingOut}>
            <LogOut aria-hidden="true" className="size-4" />
            {signingOut ? 'Signing out...' : 'Sign Out'}
          </Button>
        </div>
      </header>

      <AdminSummaryCards />

      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Back office" className="flex-wrap">
          {dashboardTabs.map(({ value, label, pending }) => {
            const waiting = pending ? (counts.data?.[pending.count] ?? 0) : 0;
            return (
              <TabsTrigger
                key={value}
                value={value}
                className="flex-auto px-3 text-sm whitespace-nowrap"
              >
                {label}
                {waiting > 0 && pending && (
                  <>
                    <span aria-hidden="true" className="-ml-1 tabular-nums">
                      ({waiting})
                    </span>
                    <span className="sr-only">
                      , {waiting} {pending.what}
                    </span>
                  </>
                )}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <div className="mt-5">
          {dashboardTabs.map(({ value, Panel }) => (
            <TabsContent key={value} value={value}>
              <Panel search={search} onSearchChange={setSearch} />
            </TabsContent>
          ))}
        </div>
      </Tabs>
    </div>
  );
}
