/** A turning point of the predicted level: a high water or a low water. */
export interface Turn {
  time: number;
  level: number;
  high: boolean;
}

/**
 * A rise or fall smaller than `range` metres within less than `hours` is a stand or a double high or
 * low water (Weymouth's low waters are double), not a tide of its own: a tide card lists it as one
 * high or low water. A neap tide at Weymouth can rise less than that too, but over six hours, so the
 * time keeps it. The smallest neap range at our other gauges is over a metre.
 */
export const wiggle = { range: 0.3, hours: 3.5 };

/**
 * The high and low waters a reader expects: strictly alternating, with wiggles (see `wiggle`)
 * folded into the neighbouring tide. The predictor's own filter can leave two highs in a
 * row at a double-tide station, so its output is cleaned here.
 */
export function alternatingTides(turns: readonly Turn[], limits = wiggle): Turn[] {
  const alternating: Turn[] = [];
  for (const turn of turns) {
    const last = alternating[alternating.length - 1];
    if (last && last.high === turn.high) {
      const moreExtreme = turn.high ? turn.level > last.level : turn.level < last.level;
      if (moreExtreme) alternating[alternating.length - 1] = turn;
    } else {
      alternating.push(turn);
    }
  }
  // Drop the smallest wiggle, with both its ends, until none is left. Dropping a pair keeps the
  // alternation and keeps the more extreme of the two highs (or lows) either side of it.
  const maxMs = limits.hours * 3_600_000;
  for (;;) {
    let smallest = -1;
    let smallestRange = limits.range;
    for (let i = 1; i + 2 < alternating.length; i += 1) {
      const [from, to] = [alternating[i]!, alternating[i + 1]!];
      const range = Math.abs(to.level - from.level);
      if (range < smallestRange && to.time - from.time < maxMs) {
        smallest = i;
        smallestRange = range;
      }
    }
    if (smallest < 0) return alternating;
    alternating.splice(smallest, 2);
  }
}
