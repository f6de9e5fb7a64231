import { usePrefersReducedMotion } from '../list/use-media-query';
import { SearchBox } from '../list/search-box';
import { HeroSeascape } from './hero-seascape';

interface HeroProps {
  search: string;
  onSearch: (value: string, how: 'typing' | 'submit' | 'clear') => void;
  /** From /api/site; until it answers (or without one) the drawn seascape is the background. */
  videoUrl: string | null | undefined;
}

/** A still of the sea for the video's first frame, so nothing flashes while it buffers. */
const videoPoster =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#78b9da"/><stop offset="1" stop-color="#0b5f8a"/></linearGradient><rect width="16" height="9" fill="url(#g)"/></svg>',
  );

/**
 * The headline is the page's largest paint: it is plain text rendered at once, never waiting for
 * data, a font or the video.
 */
export function Hero({ search, onSearch, videoUrl }: HeroProps) {
  // For reduced motion the still seascape stands in for the video.
  const video = usePrefersReducedMotion() ? null : videoUrl;
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden rounded-2xl px-3 pt-6 pb-14 sm:rounded-3xl sm:px-10 sm:pt-16 sm:pb-32"
    >
      <HeroSeascape />
      {video && (
        <>
          <video
            className="absolute inset-0 size-full object-cover"
            src={video}
            poster={videoPoster}
            autoPlay
            muted
            loop
            playsInline
            aria-hidden="true"
          />
          <div aria-hidden="true" className="absolute inset-0 bg-sea-900/50" />
        </>
      )}
      <div className="relative mx-auto max-w-2xl text-center">
        <h1
          id="hero-title"
          className={`text-3xl font-bold tracking-tight text-balance sm:text-5xl ${video ? 'text-white' : 'text-sea-900'}`}
        >
          Find a beach where your dog is welcome
        </h1>
        <p
          className={`mt-2 text-base text-pretty sm:mt-3 sm:text-xl ${video ? 'text-sea-50' : 'text-sea-800'}`}
        >
          Today's dog rules, tides, parking and cafés for the beaches of Devon and its borders.
        </p>
        <SearchBox
          id="hero-search"
          variant="hero"
          value={search}
          onSearch={onSearch}
          className="mx-auto mt-5 max-w-xl sm:mt-8"
        />
      </div>
    </section>
  );
}
