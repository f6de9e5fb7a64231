import { ArrowDownAZ, ArrowUpZA, ImageOff, MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Beach } from '@shared/beaches';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { filterBeaches, useAdminBeaches } from '../api/admin-beaches';
import { photoUploadedEvent } from '../api/upload-beach-photo';
import {
  beachSortOptions,
  isBeachSortKey,
  sortBeaches,
  type BeachSortKey,
  type SortDirection,
} from '../lib/sort-beaches';
import { AdminAccessBadge } from './admin-access-badge';
import { BeachPhotoUploader } from './beach-photo-uploader';
import {
  BeachCount,
  BeachListState,
  BeachSearchField,
  NoBeachesFound,
  type BeachSearchProps,
} from './beach-search';
import { AdminTabSection } from './admin-tab-section';

const placeholderCount = 4;

/** A photo's address with a version, so a replaced photo is fetched again, not taken from cache. */
export function cacheBusted(url: string, version: string) {
  return `${url}${url.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}`;
}

/** How many photo-uploaded events this page has seen: part of the thumbnails' version. */
function usePhotoUploadCount() {
  const [uploads, setUploads] = useState(0);
  useEffect(() => {
    const count = () => setUploads((current) => current + 1);
    window.addEventListener(photoUploadedEvent, count);
    return () => window.removeEventListener(photoUploadedEvent, count);
  }, []);
  return uploads;
}

const thumbnailFrame = 'size-20 shrink-0 rounded-lg sm:size-24';

/** The beach's photo, cache-busted; hidden when it fails to load, with a placeholder instead. */
function Thumbnail({ beach, uploads }: { beach: Beach; uploads: number }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = beach.imageUrl?.trim()
    ? cacheBusted(
        beach.imageUrl.trim(),
        uploads > 0 ? `${beach.updatedAt}-${uploads}` : beach.updatedAt,
      )
    : null;
  const failed = src !== null && failedSrc === src;
  return (
    <>
      {src && (
        <img
          src={src}
          alt={`Photo of ${beach.name}`}
          loading="lazy"
          hidden={failed}
          onError={() => setFailedSrc(src)}
          className={`${thumbnailFrame} bg-sand-50 object-cover`}
        />
      )}
      {(!src || failed) && (
        <div
          className={`${thumbnailFrame} flex flex-col items-center justify-center gap-1 border border-dashed border-ink-muted/40 bg-sand-50 text-center text-xs text-ink-muted`}
        >
          <ImageOff aria-hidden="true" className="size-5" />
          {failed ? 'Photo not found' : 'No photo'}
        </div>
      )}
    </>
  );
}

function BeachPhotoRow({ beach, uploads }: { beach: Beach; uploads: number }) {
  return (
    <li className="grid gap-3 p-3 sm:p-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="flex min-w-0 gap-3">
        <Thumbnail beach={beach} uploads={uploads} />
        <div className="min-w-0 space-y-1.5">
          <h4 className="leading-snug font-semibold break-words text-ink">{beach.name}</h4>
          <AdminAccessBadge accessType={beach.accessType} />
          <p className="flex items-center gap-1 text-sm text-ink-muted">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{beach.location}</span>
          </p>
        </div>
      </div>
      <BeachPhotoUploader beachId={beach.id} beachName={beach.name} />
    </li>
  );
}

/**
 * The Photo Admin tab: the stand-alone Upload Beach Photo card, then the search
 * (the same one as Beach Management), a sort by name, location or access type with its direction,
 * and a list of at most 600 px that scrolls, each beach with its thumbnail and an inline uploader.
 */
export function PhotoAdminTab({ search, onSearchChange }: BeachSearchProps) {
  const beaches = useAdminBeaches();
  const uploads = usePhotoUploadCount();
  const [sortKey, setSortKey] = useState<BeachSortKey>('name');
  const [direction, setDirection] = useState<SortDirection>('asc');
  const shown = beaches.data
    ? sortBeaches(filterBeaches(beaches.data, search), sortKey, direction)
    : [];
  const ascending = direction === 'asc';
  const DirectionIcon = ascending ? ArrowDownAZ : ArrowUpZA;

  return (
    <AdminTabSection
      titleId="photo-admin-title"
      title="Photo Admin (Quick Upload)"
      className="space-y-5"
    >
      <BeachPhotoUploader />

      <section
        aria-labelledby="quick-upload-title"
        className="space-y-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
      >
        <h3 id="quick-upload-title" className="text-lg font-semibold text-ink">
          Quick Upload
        </h3>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end">
          <BeachSearchField value={search} onChange={onSearchChange} />
          <SelectField
            label="Sort by"
            options={beachSortOptions}
            value={sortKey}
            onChange={(event) => {
              if (isBeachSortKey(event.target.value)) setSortKey(event.target.value);
            }}
          />
          <Button
            variant="secondary"
            aria-label={
              ascending
                ? 'Ascending order; switch to descending'
                : 'Descending order; switch to ascending'
            }
            onClick={() => setDirection(ascending ? 'desc' : 'asc')}
          >
            <DirectionIcon aria-hidden="true" className="size-5" />
            {ascending ? 'Ascending' : 'Descending'}
          </Button>
        </div>

        <BeachListState
          query={beaches}
          loading={{
            count: placeholderCount,
            itemClassName: 'h-28 w-full rounded-xl',
            testId: 'photo-admin-skeleton',
          }}
          isEmpty={(data) => data.length === 0}
          empty={{
            title: 'No beaches yet',
            text: 'Add a beach in Beach Management, then give it a photo here.',
          }}
        >
          {(data) =>
            shown.length === 0 ? (
              <NoBeachesFound search={search} onClear={() => onSearchChange('')} />
            ) : (
              <>
                <BeachCount shown={shown.length} total={data.length} search={search} />
                {/* Focusable, so the list scrolls from the keyboard too. */}
                <div
                  role="region"
                  aria-label="Beach photos"
                  tabIndex={0}
                  className="max-h-[600px] overflow-y-auto rounded-xl border border-line focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sea-500"
                >
                  <ul aria-label="Beaches" className="divide-y divide-line">
                    {shown.map((beach) => (
                      <BeachPhotoRow key={beach.id} beach={beach} uploads={uploads} />
                    ))}
                  </ul>
                </div>
              </>
            )
          }
        </BeachListState>
      </section>
    </AdminTabSection>
  );
}
