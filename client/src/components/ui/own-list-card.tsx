import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { DetailCard } from './detail-card';
import { LoadError } from './load-error';
import { Skeleton } from './skeleton';

export interface OwnListCardProps<T extends { id: number }> {
  id: string;
  /** The card's title; the count follows it once the list has loaded: "My Photos (3)". */
  title: string;
  icon: ComponentProps<typeof DetailCard>['icon'];
  query: { data: T[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The loading placeholder's size. */
  skeletonClassName?: string;
  errorText: string;
  /** Said when there is nothing yet, with a link to make the first one. */
  empty: { text: string; to: string; link: string };
  /** The list's layout: rows divided by lines unless told. */
  listClassName?: string;
  itemClassName?: string;
  renderItem: (item: T) => ReactNode;
  /** Shown after the list whatever its state (a confirmation dialog). */
  children?: ReactNode;
}

/** A profile card listing what the member made: loading, failed with Retry, none yet, or the list. */
export function OwnListCard<T extends { id: number }>({
  id,
  title,
  icon,
  query,
  skeletonClassName = 'h-20 w-full',
  errorText,
  empty,
  listClassName = 'divide-y divide-line',
  itemClassName = 'py-4 first:pt-0 last:pb-0',
  renderItem,
  children,
}: OwnListCardProps<T>) {
  const count = query.data?.length;
  return (
    <DetailCard id={id} title={count === undefined ? title : `${title} (${count})`} icon={icon}>
      {query.isPending ? (
        <Skeleton className={skeletonClassName} />
      ) : query.isError || !query.data ? (
        <LoadError text={errorText} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="text-ink-muted">
          {empty.text}{' '}
          <Link to={empty.to} className="font-semibold text-sea-700 underline underline-offset-4">
            {empty.link}
          </Link>
        </p>
      ) : (
        <ul className={listClassName}>
          {query.data.map((item) => (
            <li key={item.id} className={itemClassName}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      {children}
    </DetailCard>
  );
}
