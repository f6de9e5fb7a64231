import type { ReactNode } from 'react';
import { ContributionItem, type ContributionBeach } from './contribution-item';
import { OwnListCard, type OwnListCardProps } from './own-list-card';

/** Something the member made at a beach, as their profile's lists answer it. */
interface Contribution extends ContributionBeach {
  id: number;
  /** When it was made (ISO). */
  createdAt: string;
}

type MyContributionListProps<T extends Contribution> = Pick<
  OwnListCardProps<T>,
  'id' | 'title' | 'icon' | 'query' | 'skeletonClassName'
> & {
  /** Said when there is none yet, before the way to a beach where the first one is made. */
  none: string;
  /** Each row's state, as a badge with a word and an icon. */
  status?: (item: T) => ReactNode;
  /** What each row made, below its beach, day and state. */
  children: (item: T) => ReactNode;
};

/**
 * A profile list of what the member made at beaches ("My Reviews (2)"), as the server orders it
 * (newest first): loading, failed with Retry ("Your reviews could not be loaded."), none yet with
 * a link to find a beach, or one row each naming and linking its beach.
 */
export function MyContributionList<T extends Contribution>({
  title,
  none,
  status,
  children,
  ...card
}: MyContributionListProps<T>) {
  return (
    <OwnListCard
      {...card}
      title={title}
      errorText={`Your ${title.replace(/^My /, '').toLowerCase()} could not be loaded.`}
      empty={{ text: none, to: '/beaches', link: 'Find a beach' }}
      renderItem={(item) => (
        <ContributionItem beach={item} at={item.createdAt} status={status?.(item)}>
          {children(item)}
        </ContributionItem>
      )}
    />
  );
}
