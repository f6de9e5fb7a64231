import { useId, useMemo, useState } from 'react';
import type { Beach } from '@shared/beaches';
import { cn } from '@/components/ui/class-names';
import { formatBeachType } from '@/lib/format';
import { beachScene, sceneHeight, sceneWidth } from '@shared/beach-illustration-scene';

type IllustratedBeach = Pick<Beach, 'id' | 'beachType' | 'name'>;

/**
 * A drawn picture of a beach for the many without a photo: sky, sun, sea and a shore chosen by
 * the beach type (sand, rocks, pebbles or sand with rocks), varied per beach from its id. Inline
 * SVG, so no request and nothing to fail. Decorative by default (it sits beside the beach's
 * name); `labelled` makes it an image with a description.
 */
export function BeachIllustration({
  beach,
  className,
  labelled = false,
}: {
  beach: IllustratedBeach;
  className?: string;
  labelled?: boolean;
}) {
  const scene = useMemo(() => beachScene(beach.id, beach.beachType), [beach.id, beach.beachType]);
  // Gradient ids must be unique in the document; useId's colons are not valid in url(#…).
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const skyId = `sky-${uid}`;
  const seaId = `sea-${uid}`;
  const sandId = `sand-${uid}`;
  const sunId = `sun-${uid}`;
  const a11y = labelled
    ? {
        role: 'img',
        'aria-label': `Illustration of ${beach.name}, a ${formatBeachType(beach.beachType).toLowerCase()} beach`,
      }
    : { 'aria-hidden': true };

  return (
    <svg
      viewBox={`0 0 ${sceneWidth} ${sceneHeight}`}
      preserveAspectRatio="xMidYMid slice"
      data-shore={scene.shore}
      className={cn('block size-full', className)}
      {...a11y}
    >
      <defs>
        <linearGradient id={skyId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={scene.sky.top} />
          <stop offset="1" stopColor={scene.sky.horizon} />
        </linearGradient>
        <linearGradient id={seaId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1f6f9c" />
          <stop offset="0.6" stopColor="#3f95c2" />
          <stop offset="1" stopColor="#7cc3d9" />
        </linearGradient>
        <linearGradient id={sandId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={scene.sand.dark} />
          <stop offset="0.25" stopColor={scene.sand.light} />
          <stop offset="1" stopColor={scene.sand.dark} />
        </linearGradient>
        <radialGradient id={sunId}>
          <stop offset="0.45" stopColor="#fff6cf" />
          <stop offset="1" stopColor="#fff6cf" stopOpacity="0" />
        </radialGradient>
      </defs>

      <rect width={sceneWidth} height={scene.horizonY + 2} fill={`url(#${skyId})`} />
      <circle cx={scene.sun.x} cy={scene.sun.y} r={scene.sun.r * 2.4} fill={`url(#${sunId})`} />
      <circle cx={scene.sun.x} cy={scene.sun.y} r={scene.sun.r} fill="#fff8dc" />
      {scene.clouds.map((cloud, index) => (
        <g
          key={index}
          transform={`translate(${cloud.x} ${cloud.y}) scale(${cloud.scale})`}
          fill="#ffffff"
          opacity="0.85"
        >
          <ellipse cx="0" cy="0" rx="22" ry="7" />
          <ellipse cx="-8" cy="-5" rx="11" ry="8" />
          <ellipse cx="8" cy="-6" rx="13" ry="9" />
        </g>
      ))}

      <path d={scene.headland.path} fill={scene.headland.face} />
      <path
        d={scene.headland.path}
        fill={scene.headland.top}
        opacity="0.55"
        transform="translate(0 -2)"
      />

      <rect
        y={scene.horizonY}
        width={sceneWidth}
        height={sceneHeight - scene.horizonY}
        fill={`url(#${seaId})`}
      />
      <g fill="none" stroke="#ffffff" strokeLinecap="round">
        {scene.waves.map((wave, index) => (
          <path key={index} d={wave} strokeWidth={1 + index * 0.5} opacity={0.3 + index * 0.12} />
        ))}
      </g>

      <path d={scene.shoreline} fill="#ffffff" opacity="0.75" transform="translate(0 -3)" />
      <path d={scene.shoreline} fill={`url(#${sandId})`} />

      {scene.dune && (
        <g>
          <path d={scene.dune.path} fill={scene.sand.light} />
          <g stroke="#7e8f52" strokeWidth="1.6" strokeLinecap="round">
            {scene.dune.grass.map((blade, index) => (
              <path key={index} d={blade} />
            ))}
          </g>
        </g>
      )}

      {scene.pebbles.map((pebble, index) => (
        <ellipse key={index} {...pebble} />
      ))}

      {scene.rocks.map((rock, index) => (
        <g key={index}>
          <path
            d={rock.path}
            fill={rock.shade}
            stroke={rock.shade}
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <path d={rock.path} fill="#ffffff" opacity="0.12" transform="translate(-2 -2) scale(1)" />
        </g>
      ))}

      {scene.pawPrints.map((print, index) => (
        <g
          key={index}
          transform={`translate(${print.x} ${print.y}) rotate(${print.angle})`}
          fill={scene.sand.dark}
        >
          <ellipse cx="0" cy="2" rx="2.6" ry="2.2" />
          <circle cx="-2.6" cy="-1.6" r="1" />
          <circle cx="-0.9" cy="-2.8" r="1" />
          <circle cx="0.9" cy="-2.8" r="1" />
          <circle cx="2.6" cy="-1.6" r="1" />
        </g>
      ))}
    </svg>
  );
}

/** Paths the catalogue used for "no photo yet"; those get the illustration instead. */
const placeholderImage = /placeholder|no-image|default-beach/i;

export const hasPhoto = (imageUrl: string | null | undefined): imageUrl is string =>
  !!imageUrl && imageUrl.trim() !== '' && !placeholderImage.test(imageUrl);

/**
 * A beach's picture: its photo when it has one, else (or when the photo fails to load) the
 * illustration, so there is never a broken image. Give the container an aspect ratio; the picture
 * covers it. Lazy by default; pass `loading="eager"` above the fold.
 */
export function BeachImage({
  beach,
  className,
  sizes,
  alt = '',
  loading = 'lazy',
}: {
  beach: Pick<Beach, 'id' | 'beachType' | 'name' | 'imageUrl'>;
  className?: string;
  sizes?: string;
  /** Empty by default: the beach's name is next to its picture everywhere. */
  alt?: string;
  loading?: 'lazy' | 'eager';
}) {
  // Remember which URL failed, so a changed imageUrl gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!hasPhoto(beach.imageUrl) || failedUrl === beach.imageUrl) {
    return <BeachIllustration beach={beach} className={className} labelled={alt !== ''} />;
  }
  const imageUrl = beach.imageUrl;
  return (
    <img
      src={imageUrl}
      alt={alt}
      sizes={sizes}
      width={800}
      height={500}
      loading={loading}
      decoding="async"
      onError={() => setFailedUrl(imageUrl)}
      className={cn('block size-full object-cover', className)}
    />
  );
}
