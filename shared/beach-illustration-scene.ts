/**
 * The pieces of a beach's generated picture, worked out from its id and type alone (no network,
 * the same picture on every visit). Drawn on a 400 x 250 canvas by the client's <BeachIllustration>
 * and, for share previews, by the server (server/src/features/seo/og-image.ts).
 */
export type SceneShore = 'sandy' | 'rocky' | 'pebble' | 'mixed';

export interface Sky {
  top: string;
  horizon: string;
}
export interface Scene {
  shore: SceneShore;
  sky: Sky;
  sun: { x: number; y: number; r: number };
  clouds: { x: number; y: number; scale: number }[];
  horizonY: number;
  /** A headland on the horizon: cliffs for rocky shores, green hills otherwise. */
  headland: { path: string; face: string; top: string };
  waves: string[];
  /** The top edge of the beach, where the surf is. */
  shoreline: string;
  shoreTopY: number;
  sand: { light: string; dark: string };
  dune: { path: string; grass: string[] } | null;
  rocks: { path: string; baseY: number; shade: string }[];
  pebbles: { cx: number; cy: number; rx: number; ry: number; fill: string }[];
  pawPrints: { x: number; y: number; angle: number }[];
}

export const sceneWidth = 400;
export const sceneHeight = 250;

const skies: Sky[] = [
  { top: '#7fbbe3', horizon: '#e2f1f8' }, // clear
  { top: '#9cc7e4', horizon: '#f7e6cc' }, // morning warmth
  { top: '#a7b6dc', horizon: '#f6d8c4' }, // evening
  { top: '#bcd7e8', horizon: '#f3f7f6' }, // pale haze
  { top: '#5ea6d6', horizon: '#d3ebf5' }, // summer
];

const sands: Record<SceneShore, { light: string; dark: string }> = {
  sandy: { light: '#f1dfb8', dark: '#e0c594' },
  mixed: { light: '#ead7b0', dark: '#d6bd8f' },
  pebble: { light: '#d8cfbf', dark: '#bfb3a0' },
  rocky: { light: '#cfc2ab', dark: '#b3a58c' },
};

const pebbleColours = ['#9c948a', '#b5aca0', '#877f76', '#d6cfc4', '#a89a86', '#c4b8a6'];

/** mulberry32: a tiny seeded generator, so a beach always gets the same picture. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const shoreOf = (beachType: string | null | undefined): SceneShore =>
  beachType === 'rocky' || beachType === 'pebble' || beachType === 'mixed' ? beachType : 'sandy';

const round = (value: number) => Math.round(value * 10) / 10;

function wavePath(y: number, amplitude: number, period: number, phase: number) {
  const points: string[] = [];
  for (let x = -10; x <= sceneWidth + 10; x += 10) {
    points.push(`${x},${round(y + amplitude * Math.sin((x / period) * 2 * Math.PI + phase))}`);
  }
  return `M${points.join(' L')}`;
}

function rockPath(random: () => number, cx: number, baseY: number, radius: number) {
  const corners = 7;
  const points: string[] = [];
  for (let i = 0; i <= corners; i += 1) {
    const angle = Math.PI + (i / corners) * Math.PI; // the upper half: a rock sits on the beach
    const r = radius * (0.7 + random() * 0.45);
    points.push(`${round(cx + Math.cos(angle) * r * 1.3)},${round(baseY + Math.sin(angle) * r)}`);
  }
  return `M${points.join(' L')} Z`;
}

export function beachScene(id: number, beachType: string | null | undefined): Scene {
  const shore = shoreOf(beachType);
  const random = seededRandom(Math.imul(id + 1, 2654435761) ^ (shore.length * 7919));
  const between = (min: number, max: number) => min + random() * (max - min);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

  const sky = pick(skies);
  const horizonY = round(between(112, 132));
  const sun = {
    x: round(between(50, 350)),
    y: round(between(34, horizonY - 45)),
    r: round(between(13, 21)),
  };
  const clouds = Array.from({ length: Math.floor(between(0, 3.99)) }, () => ({
    x: round(between(20, 360)),
    y: round(between(22, horizonY - 40)),
    scale: round(between(0.7, 1.3)),
  }));

  const headlandLeft = random() < 0.5;
  const headlandHeight = shore === 'rocky' ? between(38, 56) : between(18, 34);
  const headlandReach = between(110, 190);
  const edge = headlandLeft ? -10 : sceneWidth + 10;
  const tip = headlandLeft ? headlandReach : sceneWidth - headlandReach;
  const shoulder = headlandLeft ? headlandReach * 0.55 : sceneWidth - headlandReach * 0.55;
  const headland = {
    path:
      `M${edge},${horizonY + 2} L${edge},${round(horizonY - headlandHeight)} ` +
      `Q${round(shoulder)},${round(horizonY - headlandHeight - 6)} ${round(tip)},${round(horizonY - headlandHeight * 0.35)} ` +
      `L${round(tip + (headlandLeft ? 8 : -8))},${horizonY + 2} Z`,
    face: shore === 'rocky' || shore === 'mixed' ? '#a29580' : '#7f9a8a',
    top: shore === 'rocky' || shore === 'mixed' ? '#7d9a72' : '#93b08f',
  };

  const shoreTopY = round(between(172, 190));
  const phase = between(0, Math.PI * 2);
  const seaDepth = shoreTopY - horizonY;
  const waves = [0.25, 0.5, 0.75].map((share, index) =>
    wavePath(horizonY + seaDepth * share, 1.2 + index * 0.9, 70 + index * 25, phase + index * 1.7),
  );
  const dip = between(-10, 10);
  const shoreline =
    `M-10,${shoreTopY} C${round(between(60, 140))},${round(shoreTopY - 8 + dip)} ` +
    `${round(between(240, 330))},${round(shoreTopY + 8 - dip)} ${sceneWidth + 10},${round(shoreTopY + between(-6, 6))} ` +
    `L${sceneWidth + 10},${sceneHeight + 10} L-10,${sceneHeight + 10} Z`;

  const duneLeft = random() < 0.5;
  const dune =
    shore === 'sandy' || (shore === 'mixed' && random() < 0.4)
      ? {
          path: duneLeft
            ? `M-10,${sceneHeight + 10} L-10,${round(shoreTopY + 4)} Q70,${round(shoreTopY - 22)} 150,${sceneHeight + 10} Z`
            : `M${sceneWidth + 10},${sceneHeight + 10} L${sceneWidth + 10},${round(shoreTopY + 4)} Q330,${round(shoreTopY - 22)} 250,${sceneHeight + 10} Z`,
          grass: Array.from({ length: 5 }, () => {
            const x = duneLeft ? between(4, 60) : between(340, 396);
            const y = shoreTopY + between(4, 16);
            return `M${round(x)},${round(y)} l${round(between(-5, 5))},${round(-between(8, 14))}`;
          }),
        }
      : null;

  const rockCount =
    shore === 'rocky'
      ? Math.floor(between(4, 7))
      : shore === 'mixed'
        ? Math.floor(between(2, 4))
        : 0;
  const rocks = Array.from({ length: rockCount }, (_, index) => {
    const cx = between(10, 390);
    const baseY = between(shoreTopY + 18, sceneHeight + 4);
    const radius = between(10, 24) * (index === 0 ? 1.4 : 1);
    const shade = pick(['#6f6a63', '#7d756b', '#857d72', '#5f5a55']);
    return { path: rockPath(random, cx, baseY, radius), baseY: round(baseY), shade };
  }).sort((a, b) => a.baseY - b.baseY); // nearer rocks are drawn over farther ones

  const pebbles =
    shore === 'pebble'
      ? Array.from({ length: 70 }, () => {
          const cy = between(shoreTopY + 8, sceneHeight);
          const nearness = (cy - shoreTopY) / (sceneHeight - shoreTopY);
          const size = 1.5 + nearness * 4.5;
          return {
            cx: round(between(-4, 404)),
            cy: round(cy),
            rx: round(size * between(0.9, 1.5)),
            ry: round(size * between(0.55, 0.85)),
            fill: pick(pebbleColours),
          };
        }).sort((a, b) => a.cy - b.cy)
      : [];

  const pawPrints =
    shore === 'sandy' && random() < 0.6
      ? (() => {
          const startX = between(80, 260);
          const drift = between(-1, 1);
          return Array.from({ length: 6 }, (_, step) => ({
            x: round(startX + step * 16 + drift * step * 4),
            y: round(sceneHeight - 12 - step * 9 + (step % 2) * 5),
            angle: round(-35 + drift * 10),
          }));
        })()
      : [];

  return {
    shore,
    sky,
    sun,
    clouds,
    horizonY,
    headland,
    waves,
    shoreline,
    shoreTopY,
    sand: sands[shore],
    dune,
    rocks,
    pebbles,
    pawPrints,
  };
}

/** One closed ellipse as path data (rotated by `degrees` about its centre), to merge into one path. */
function ellipsePath(cx: number, cy: number, rx: number, ry: number, degrees = 0): string {
  const angle = (degrees * Math.PI) / 180;
  const dx = round(rx * Math.cos(angle));
  const dy = round(rx * Math.sin(angle));
  const arc = `A${round(rx)},${round(ry)} ${degrees} 1 0`;
  return (
    `M${round(cx - dx)},${round(cy - dy)}${arc} ${round(cx + dx)},${round(cy + dy)}` +
    `${arc} ${round(cx - dx)},${round(cy - dy)}Z`
  );
}

/** The pads of one paw print, placed at (x, y) and turned by `degrees`. */
function pawPath({ x, y, angle }: Scene['pawPrints'][number]): string {
  const turn = (angle * Math.PI) / 180;
  const at = (px: number, py: number): [number, number] => [
    x + px * Math.cos(turn) - py * Math.sin(turn),
    y + px * Math.sin(turn) + py * Math.cos(turn),
  ];
  const toes: [number, number][] = [
    [-2.6, -1.6],
    [-0.9, -2.8],
    [0.9, -2.8],
    [2.6, -1.6],
  ];
  return (
    ellipsePath(...at(0, 2), 2.6, 2.2, angle) +
    toes.map(([px, py]) => ellipsePath(...at(px, py), 1, 1)).join('')
  );
}

/**
 * The picture of a scene as one SVG document: the client shows it as an image (one element in the
 * page, however many pebbles), and the server renders it for share previews. Shapes of one paint
 * are merged into one path. `width` and `height` set its size (the canvas by default).
 */
export function illustrationSvg(
  scene: Scene,
  size: { width: number; height: number } = { width: sceneWidth, height: sceneHeight },
): string {
  const clouds = scene.clouds
    .flatMap((cloud) =>
      [
        [0, 0, 22, 7],
        [-8, -5, 11, 8],
        [8, -6, 13, 9],
      ].map(([cx = 0, cy = 0, rx = 0, ry = 0]) =>
        ellipsePath(
          cloud.x + cx * cloud.scale,
          cloud.y + cy * cloud.scale,
          rx * cloud.scale,
          ry * cloud.scale,
        ),
      ),
    )
    .join('');
  const waves = scene.waves
    .map(
      (wave, index) =>
        `<path d='${wave}' stroke-width='${1 + index * 0.5}' opacity='${round(0.3 + index * 0.12)}'/>`,
    )
    .join('');
  const dune = scene.dune
    ? `<path d='${scene.dune.path}' fill='${scene.sand.light}'/>` +
      `<path d='${scene.dune.grass.join(' ')}' fill='none' stroke='#7e8f52' stroke-width='1.6' stroke-linecap='round'/>`
    : '';
  // Pebbles by colour, nearest last within each: one path per colour.
  const pebbleColours = [...new Set(scene.pebbles.map((pebble) => pebble.fill))];
  const pebbles = pebbleColours
    .map(
      (fill) =>
        `<path fill='${fill}' d='${scene.pebbles
          .filter((pebble) => pebble.fill === fill)
          .map((pebble) => ellipsePath(pebble.cx, pebble.cy, pebble.rx, pebble.ry))
          .join('')}'/>`,
    )
    .join('');
  // Rocks in their order (nearer over farther), each with its light edge.
  const rocks = scene.rocks
    .map(
      (rock) =>
        `<path d='${rock.path}' fill='${rock.shade}' stroke='${rock.shade}' stroke-width='2' stroke-linejoin='round'/>` +
        `<path d='${rock.path}' fill='#ffffff' opacity='0.12' transform='translate(-2 -2)'/>`,
    )
    .join('');
  const paws = scene.pawPrints.length
    ? `<path fill='${scene.sand.dark}' d='${scene.pawPrints.map(pawPath).join('')}'/>`
    : '';
  const sun = scene.sun;
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' width='${size.width}' height='${size.height}' ` +
    `viewBox='0 0 ${sceneWidth} ${sceneHeight}' preserveAspectRatio='xMidYMid slice'>` +
    '<defs>' +
    `<linearGradient id='sky' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${scene.sky.top}'/><stop offset='1' stop-color='${scene.sky.horizon}'/></linearGradient>` +
    "<linearGradient id='sea' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='#1f6f9c'/><stop offset='0.6' stop-color='#3f95c2'/><stop offset='1' stop-color='#7cc3d9'/></linearGradient>" +
    `<linearGradient id='sand' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${scene.sand.dark}'/><stop offset='0.25' stop-color='${scene.sand.light}'/><stop offset='1' stop-color='${scene.sand.dark}'/></linearGradient>` +
    "<radialGradient id='sun'><stop offset='0.45' stop-color='#fff6cf'/><stop offset='1' stop-color='#fff6cf' stop-opacity='0'/></radialGradient>" +
    '</defs>' +
    `<rect width='${sceneWidth}' height='${scene.horizonY + 2}' fill='url(#sky)'/>` +
    `<circle cx='${sun.x}' cy='${sun.y}' r='${round(sun.r * 2.4)}' fill='url(#sun)'/>` +
    `<circle cx='${sun.x}' cy='${sun.y}' r='${sun.r}' fill='#fff8dc'/>` +
    (clouds ? `<path d='${clouds}' fill='#ffffff' opacity='0.85'/>` : '') +
    `<path d='${scene.headland.path}' fill='${scene.headland.face}'/>` +
    `<path d='${scene.headland.path}' fill='${scene.headland.top}' opacity='0.55' transform='translate(0 -2)'/>` +
    `<rect y='${scene.horizonY}' width='${sceneWidth}' height='${round(sceneHeight - scene.horizonY)}' fill='url(#sea)'/>` +
    `<g fill='none' stroke='#ffffff' stroke-linecap='round'>${waves}</g>` +
    `<path d='${scene.shoreline}' fill='#ffffff' opacity='0.75' transform='translate(0 -3)'/>` +
    `<path d='${scene.shoreline}' fill='url(#sand)'/>` +
    dune +
    pebbles +
    rocks +
    paws +
    '</svg>'
  );
}

/** The illustration as a `data:` URL for an <img>: only what a URL cannot hold is escaped. */
export const illustrationDataUrl = (scene: Scene): string =>
  `data:image/svg+xml,${illustrationSvg(scene).replace(/[%#<>"{}|\\^`[\]\s]/g, (char) =>
    char === ' ' ? ' ' : encodeURIComponent(char),
  )}`;
