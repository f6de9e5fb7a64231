import type { Database } from '../db/client';
import { HttpError } from '../lib/http-errors';
import { RateLimit } from './rate-limits';

/** The kinds of user write, each with a quota of its own. */
export type WriteKind = 'photo' | 'feedback' | 'review' | 'route' | 'checkin' | 'favorite' | 'edit';

export interface WriteQuotaSize {
  perMinute: number;
  perDay: number;
  /** The kind in the plural, for the 429's message. */
  what: string;
}

/**
 * Writes one user may make, per kind: well above what a person does with the site, well below what
 * a script does (one account stored 120 photos in 1.3 s and 100 feedback items in 1 s). Why each
 * figure: docs/decisions/004-accounts.md, "Write quotas". Rule reports keep their own 5 a day.
 */
export const writeQuotaSizes: Record<WriteKind, WriteQuotaSize> = {
  /** Each photo counts, however many come in one upload. */
  photo: { perMinute: 20, perDay: 100, what: 'photos' },
  feedback: { perMinute: 10, perDay: 100, what: 'feedback messages' },
  /** New reviews and edits of one's reviews. */
  review: { perMinute: 10, perDay: 50, what: 'reviews' },
  route: { perMinute: 10, perDay: 20, what: 'walking routes' },
  checkin: { perMinute: 10, perDay: 30, what: 'check-ins' },
  /** Saving, noting and removing favourites. */
  favorite: { perMinute: 60, perDay: 1000, what: 'changes to My beaches' },
  /** Edits and deletions of one's own feedback, and deletions of one's reviews and photos. */
  edit: { perMinute: 30, perDay: 300, what: 'edits and deletions' },
};

const dayMessage = ({ perDay, what }: WriteQuotaSize) =>
  `You have reached the limit of ${perDay} ${what} a day. Please try again tomorrow.`;
const minuteMessage = ({ what }: WriteQuotaSize) =>
  `Too many ${what} in a short time. Please wait a minute and try again.`;

const retryAfter = (error: HttpError) => Number(error.headers['Retry-After'] ?? 0);

/**
 * One kind's quota, per user id, in a one-minute and a one-day window, counted where the other
 * rate limits are (the database, or Redis with REDIS_URL), so every instance shares the counts.
 */
export class WriteQuota {
  private readonly windows: readonly RateLimit[];

  constructor(db: Database, kind: WriteKind) {
    const size = writeQuotaSizes[kind];
    this.windows = [
      new RateLimit(
        db,
        `writeQuota:${kind}:minute`,
        { points: size.perMinute, windowSeconds: 60 },
        minuteMessage(size),
      ),
      new RateLimit(
        db,
        `writeQuota:${kind}:day`,
        { points: size.perDay, windowSeconds: 24 * 60 * 60 },
        dayMessage(size),
      ),
    ];
  }

  /**
   * Takes one write from the user's quota, before the write: each window counts it in one atomic
   * step, so no burst of parallel requests gets past. Past either window, 429 with `Retry-After`
   * (the later of the two when both refuse). A refused write is counted too: a script that keeps
   * going uses up its day.
   */
  async take(userId: string): Promise<void> {
    const outcomes = await Promise.allSettled(this.windows.map((limit) => limit.consume(userId)));
    let refusal: HttpError | null = null;
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') continue;
      const error: unknown = outcome.reason;
      if (!(error instanceof HttpError)) throw error;
      if (!refusal || retryAfter(error) > retryAfter(refusal)) refusal = error;
    }
    if (refusal) throw refusal;
  }
}
