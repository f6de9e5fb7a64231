import { MapPin } from 'lucide-react';

/** A map-shaped placeholder while the map's code and tiles load; still, as Skeleton is. */
export function MapSkeleton({
  className = 'h-[min(65vh,560px)] min-h-80',
}: {
  className?: string;
}) {
  return (
    <div
      role="status"
      aria-label="Loading map"
      className={`relative flex w-full items-center justify-center overflow-hidden rounded-2xl bg-sea-50 ${className}`}
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-6 top-1/3 h-24 rounded-[40%] bg-sand-100"
      />
      <MapPin aria-hidden="true" className="relative size-10 text-sea-300" />
    </div>
  );
}
