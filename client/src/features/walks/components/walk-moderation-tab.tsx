import { Check, CheckCircle2, Clock } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { moderationMessages } from '@shared/admin';
import { formatDuration, type AdminWalkingRoute } from '@shared/walks';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StateBadge, type BadgeState } from '@/components/ui/state-badge';
import {
  AdminCard,
  AdminTabSection,
  DeleteButton,
  ListCount,
  ListState,
  failureToast,
  formatAdminDate,
  successToast,
  useConfirmedRemoval,
} from '@/features/admin';
import { useAdminWalks, useApproveWalk, useDeleteWalk } from '../api/admin-walks';

/** Live on the beach page, or waiting for an administrator. */
const approvedState: BadgeState = { tone: 'allowed', icon: CheckCircle2, label: 'Approved' };
const awaitingState: BadgeState = { tone: 'seasonal', icon: Clock, label: 'Awaiting approval' };

const difficultyLabels: Record<AdminWalkingRoute['difficulty'], string> = {
  easy: 'Easy',
  moderate: 'Moderate',
  challenging: 'Challenging',
};

/** Unapproved first, each group in the server's order (newest first). */
const awaitingFirst = (routes: AdminWalkingRoute[]) =>
  [...routes].sort((a, b) => Number(a.isApproved) - Number(b.isApproved));

const formatDistance = (km: number) => `${Number(km.toFixed(2))} km`;

function RouteFacts({ route }: { route: AdminWalkingRoute }) {
  const facts: [string, ReactNode][] = [
    [
      'Beach',
      <Link
        key="beach"
        to={`/beach/${route.beachId}`}
        className="font-medium text-sea-700 underline underline-offset-2 hover:text-sea-800"
      >
        {route.beachName || `Beach #${route.beachId}`}
      </Link>,
    ],
    ['Difficulty', difficultyLabels[route.difficulty]],
    ['Duration', formatDuration(route.estimatedDuration)],
    ['Distance', formatDistance(route.distanceKm)],
    ['Starting point', route.startingPoint],
    [
      'Submitted by',
      <>
        {route.submittedBy}
        {route.submitterEmail && (
          <>
            {' '}
            (
            <a
              href={`mailto:${route.submitterEmail}`}
              className="text-sea-700 underline underline-offset-2 hover:text-sea-800"
            >
              {route.submitterEmail}
            </a>
            )
          </>
        )}
        , {formatAdminDate(route.createdAt)}
      </>,
    ],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-ink-muted">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function WalkCard({
  route,
  approving,
  onApprove,
  onDelete,
}: {
  route: AdminWalkingRoute;
  approving: boolean;
  onApprove: () => void;
  onDelete: () => void;
}) {
  const titleId = `admin-route-${route.id}`;
  return (
    <AdminCard
      className={route.isApproved ? 'border-line' : 'border-seasonal/40'}
      summary={
        <>
          <h3 id={titleId} className="text-lg font-semibold break-words">
            {route.routeName}
          </h3>
          <StateBadge {...(route.isApproved ? approvedState : awaitingState)} iconSize="size-4" />
        </>
      }
      actions={
        <div className="flex flex-wrap gap-2">
          {!route.isApproved && (
            <Button size="sm" aria-describedby={titleId} disabled={approving} onClick={onApprove}>
              <Check aria-hidden="true" className="size-4" />
              {approving ? 'Approving...' : 'Approve'}
            </Button>
          )}
          <DeleteButton titleId={titleId} onClick={onDelete} />
        </div>
      }
    >
      <div className="mt-3 space-y-3">
        <RouteFacts route={route} />
        <p className="break-words whitespace-pre-line">{route.description}</p>
        {route.highlights && (
          <p className="text-sm break-words whitespace-pre-line">
            <span className="font-medium">Highlights: </span>
            {route.highlights}
          </p>
        )}
        {route.routeNotes && (
          <p className="text-sm break-words whitespace-pre-line">
            <span className="font-medium">Safety notes: </span>
            {route.routeNotes}
          </p>
        )}
      </div>
    </AdminCard>
  );
}

/**
 * The Walking Routes tab: routes awaiting approval first,
 * each with Approve (until approved) and Delete (after a confirmation).
 */
export function WalkModerationTab() {
  const walks = useAdminWalks();
  const approve = useApproveWalk();
  const remove = useDeleteWalk();

  const approveWalk = (route: AdminWalkingRoute) =>
    approve.mutate(route.id, {
      onSuccess: () => successToast(moderationMessages.routeApproved),
      onError: (error) => failureToast(moderationMessages.routeApproveFailed, error),
    });

  const deletion = useConfirmedRemoval<AdminWalkingRoute>(remove, {
    onRemoved: () => successToast(moderationMessages.routeDeleted),
    onFailed: (error) => failureToast(moderationMessages.routeDeleteFailed, error),
  });

  const sorted = walks.data ? awaitingFirst(walks.data) : [];
  const awaiting = sorted.filter((route) => !route.isApproved).length;

  return (
    <AdminTabSection titleId="walking-routes-title" title="Walking Routes">
      <ListState
        query={walks}
        loading={{ label: 'Loading walking routes...', height: 'h-48', testId: 'route-skeleton' }}
        errorText="The walking routes could not be loaded."
        isEmpty={() => sorted.length === 0}
        empty={{
          title: 'No walking routes yet',
          text: 'Routes visitors submit will wait here for approval.',
        }}
      >
        {() => (
          <>
            <ListCount>
              {awaiting} awaiting approval, {sorted.length - awaiting} approved
            </ListCount>
            <ul aria-label="Walking routes" className="space-y-3">
              {sorted.map((route) => (
                <li key={route.id}>
                  <WalkCard
                    route={route}
                    approving={approve.isPending && approve.variables === route.id}
                    onApprove={() => approveWalk(route)}
                    onDelete={() => deletion.ask(route)}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </ListState>

      <ConfirmDialog
        {...deletion.dialog}
        title="Delete Walking Route"
        description={
          deletion.target
            ? `"${deletion.target.routeName}" at ${deletion.target.beachName} and its ratings will be deleted. This action cannot be undone.`
            : ''
        }
      />
    </AdminTabSection>
  );
}
