/**
 * A light seascape drawn in SVG: sky, sun, a headland and three bands of waves, each set off by
 * its own share of a wave so their crests do not line up. Still: motion stays small and
 * purposeful, and three bands drifting for as long as the home page was open kept a phone's
 * compositor drawing sixty frames a second (in headless Chromium, without a GPU, a sixth of the
 * browser tests' time).
 */
const period = 600;

/** A wave band from x=0 to 2400: a smooth crest-and-trough line repeating every `period` units. */
const wavePath = (y: number, amplitude: number) =>
  `M0 ${y} q ${period / 4} ${-amplitude} ${period / 2} 0` +
  ` t ${period / 2} 0`.repeat((2400 / period) * 2 - 1) +
  ' V 200 H 0 Z';

const waves = [
  { y: 70, amplitude: 14, fill: 'var(--color-sea-200)', shift: '0%', height: 'h-[46%]' },
  { y: 80, amplitude: 18, fill: 'var(--color-sea-300)', shift: '-5.5%', height: 'h-[36%]' },
  { y: 90, amplitude: 22, fill: 'var(--color-sea-500)', shift: '-14%', height: 'h-[24%]' },
];

export function HeroSeascape() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 overflow-hidden bg-linear-to-b from-sea-50 via-sand-50 to-sea-100"
    >
      <svg
        viewBox="0 0 1200 400"
        preserveAspectRatio="xMidYMax slice"
        className="absolute inset-0 size-full"
      >
        <circle cx="960" cy="110" r="46" fill="#fde7b0" />
        <circle cx="960" cy="110" r="70" fill="#fde7b0" opacity="0.35" />
        <path
          d="M0 270 C 120 220 230 205 330 232 C 410 252 470 250 560 262 L 560 400 L 0 400 Z"
          fill="var(--color-sand-200)"
        />
        <path
          d="M0 262 C 110 200 200 190 300 214 C 360 228 420 232 480 252 L 480 400 L 0 400 Z"
          fill="#9bbf8f"
          opacity="0.55"
        />
      </svg>
      {waves.map((wave) => (
        <div
          key={wave.fill}
          className={`hero-wave absolute bottom-0 left-0 w-[200%] ${wave.height}`}
          style={{ transform: `translateX(${wave.shift})` }}
        >
          <svg viewBox="0 0 2400 200" preserveAspectRatio="none" className="size-full">
            <path d={wavePath(wave.y, wave.amplitude)} fill={wave.fill} />
          </svg>
        </div>
      ))}
    </div>
  );
}
