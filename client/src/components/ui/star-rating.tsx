import { Star } from 'lucide-react';

/** Five stars filled to the nearest whole star, with the figure in words for screen readers. */
export function StarRating({ rating, size = 'size-5' }: { rating: number; size?: string }) {
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={rating > 0 ? `Rated ${rating.toFixed(1)} out of 5` : 'Not yet rated'}
      className="inline-flex"
    >
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={`${size} ${index < filled ? 'fill-amber-400 text-amber-500' : 'text-line'}`}
        />
      ))}
    </span>
  );
}
