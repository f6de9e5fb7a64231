import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { alertDaysAhead, alertMessages, type AlertKind } from '@shared/alerts';
import type { Beach } from '@shared/beaches';
import { dogDaySegments, type DogSegment } from '@shared/dog-rules';
import { favoriteMessages } from '@shared/favorites';
import { addDays, formatLocalDate, todayInLondon, type LocalDate } from '@shared/london-time';
import type { Database } from '../../db/client';
import { adminAuditLog, alertSends, beachFavorites, users } from '../../db/schema';
import type { Mailer, MailMessage } from '../../plugins/mail';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { dogRuleFields } from '../admin/beaches';
import type { BeachCatalogue } from '../beaches/service';
import { banEndsMail, banStartsMail, ruleChangedMail, type AlertRecipient } from './emails';

/** How far back the job looks for rule changes whose alerts an instance may not have sent. */
const ruleChangeLookbackDays = 7;

const banning = (segment: DogSegment) =>
  segment.state === 'banned' || segment.state === 'restricted';

/**
 * Whether a seasonal ban starts or ends on `day`: banned hours on one of the day and the day
 * before and none on the other. A day whose dates are not confirmed is no end of a ban.
 */
export function seasonalSwitchOn(
  beach: Parameters<typeof dogDaySegments>[0],
  day: LocalDate,
): { kind: 'ban-starts'; segments: DogSegment[] } | { kind: 'ban-ends' } | null {
  const before = dogDaySegments(beach, addDays(day, -1)).filter(banning);
  const segments = dogDaySegments(beach, day);
  const after = segments.filter(banning);
  if (before.length === 0 && after.length > 0) return { kind: 'ban-starts', segments: after };
  if (before.length > 0 && after.length === 0 && segments.every((s) => s.state !== 'unconfirmed'))
    return { kind: 'ban-ends' };
  return null;
}

interface Subscriber extends AlertRecipient {
  favoriteId: number;
  userId: string;
  beachId: number;
}

export interface AlertServiceOptions {
  db: Database;
  catalogue: BeachCatalogue;
  mailer: Mailer;
  publicUrl: string;
  /** Signs the unsubscribe tokens (SESSION_SECRET). */
  secret: string;
  log: FastifyBaseLogger;
}

/**
 * Rule-change alerts on favourites. Every alert is claimed first with a row of `alert_sends`
 * (unique per user, beach, kind and occasion): only the instance whose insert made the row sends
 * the e-mail, so running the job on several instances at once still sends each alert once. A
 * claimed alert whose delivery then fails is logged and not sent again.
 */
export class AlertService {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly options: AlertServiceOptions) {}

  /** Turns a favourite's alerts on or off; 404 when the user has not saved the beach. */
  async setEnabled(userId: string, beachId: number, enabled: boolean) {
    const [row] = await this.options.db
      .update(beachFavorites)
      .set({
        alertsEnabled: enabled,
        // Turning on again starts afresh: rule changes made while off are not sent late.
        alertsEnabledAt: enabled
          ? sql`case when ${beachFavorites.alertsEnabled} then ${beachFavorites.alertsEnabledAt} else now() end`
          : null,
      })
      .where(and(eq(beachFavorites.userId, userId), eq(beachFavorites.beachId, beachId)))
      .returning({ beachId: beachFavorites.beachId, alertsEnabled: beachFavorites.alertsEnabled });
    if (!row) throw notFound(favoriteMessages.notFound);
    return row;
  }

  /** The favourite's token: its id and a signature that serves nothing but unsubscribing. */
  unsubscribeToken(favoriteId: number, userId: string, beachId: number): string {
    return `${favoriteId}.${this.signature(favoriteId, userId, beachId).toString('base64url')}`;
  }

  unsubscribeUrl(subscriber: Subscriber): string {
    const token = this.unsubscribeToken(
      subscriber.favoriteId,
      subscriber.userId,
      subscriber.beachId,
    );
    return `${this.options.publicUrl}/api/alerts/unsubscribe?token=${token}`;
  }

  /** Turns off the alerts a token names; a malformed, forged or unknown token is 400. */
  async unsubscribe(token: string): Promise<{ beachName: string }> {
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) throw badRequest(alertMessages.badToken);
    const favoriteId = Number(match[1]);
    const [favorite] = await this.options.db
      .select({ userId: beachFavorites.userId, beachId: beachFavorites.beachId })
      .from(beachFavorites)
      .where(eq(beachFavorites.id, favoriteId))
      .limit(1);
    const given = Buffer.from(match[2]!, 'base64url');
    if (
      !favorite ||
      !timingSafeEqual(given, this.signature(favoriteId, favorite.userId, favorite.beachId))
    )
      throw badRequest(alertMessages.badToken);
    await this.options.db
      .update(beachFavorites)
      .set({ alertsEnabled: false, alertsEnabledAt: null })
      .where(eq(beachFavorites.id, favoriteId));
    let beachName = 'this beach';
    try {
      beachName = (await this.options.catalogue.find(String(favorite.beachId))).name;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
    return { beachName };
  }

  /**
   * The daily run: seasonal bans starting or ending within the next few days (the day in
   * `alertDaysAhead` days normally; nearer ones when a run was missed or alerts were just turned
   * on), and rule changes of the last days whose alerts are not sent yet. Returns how many it sent.
   */
  async runDaily(now: Date): Promise<number> {
    return (await this.sendSeasonal(now)) + (await this.sendRuleChanges(now));
  }

  /** Alerts for a rule an administrator just changed, after the change has committed. */
  ruleChanged(beachId: number): void {
    this.track(this.sendRuleChanges(this.options.catalogue.now(), beachId));
  }

  /** Resolves once every alert handed to the background so far has been claimed and sent. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
    await this.options.mailer.idle();
  }

  track(work: Promise<unknown>): void {
    const running = work
      .catch((err: unknown) => this.options.log.error({ err }, 'rule-change alerts failed'))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  private signature(favoriteId: number, userId: string, beachId: number): Buffer {
    return createHmac('sha256', this.options.secret)
      .update(`alerts-unsubscribe\0${favoriteId}\0${userId}\0${beachId}`)
      .digest();
  }

  private subscribers(beachId?: number) {
    return this.options.db
      .select({
        favoriteId: beachFavorites.id,
        userId: beachFavorites.userId,
        beachId: beachFavorites.beachId,
        email: users.email,
        firstName: users.firstName,
        alertsEnabledAt: beachFavorites.alertsEnabledAt,
      })
      .from(beachFavorites)
      .innerJoin(users, eq(users.id, beachFavorites.userId))
      .where(
        and(
          eq(beachFavorites.alertsEnabled, true),
          eq(users.emailVerified, true),
          beachId === undefined ? undefined : eq(beachFavorites.beachId, beachId),
        ),
      );
  }

  private async beach(beachId: number): Promise<Beach | null> {
    try {
      return await this.options.catalogue.find(String(beachId));
    } catch (error) {
      // Deleted since: its favourites went with it.
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
  }

  private beachLink(beach: Beach) {
    return {
      name: beach.name,
      url: `${this.options.publicUrl}/beach/${encodeURIComponent(beach.slug)}`,
    };
  }

  private async sendSeasonal(now: Date): Promise<number> {
    const today = todayInLondon(now);
    let sent = 0;
    const beaches = new Map<number, Beach | null>();
    for (const subscriber of await this.subscribers()) {
      if (!beaches.has(subscriber.beachId))
        beaches.set(subscriber.beachId, await this.beach(subscriber.beachId));
      const beach = beaches.get(subscriber.beachId);
      if (!beach) continue;
      for (let ahead = 1; ahead <= alertDaysAhead; ahead += 1) {
        const day = addDays(today, ahead);
        const change = seasonalSwitchOn(beach, day);
        if (!change) continue;
        const url = this.unsubscribeUrl(subscriber);
        const mail =
          change.kind === 'ban-starts'
            ? banStartsMail(subscriber, this.beachLink(beach), day, change.segments, url)
            : banEndsMail(subscriber, this.beachLink(beach), day, url);
        if (await this.claimAndSend(subscriber, change.kind, formatLocalDate(day), mail)) sent += 1;
      }
    }
    return sent;
  }

  private async sendRuleChanges(now: Date, beachId?: number): Promise<number> {
    const since = new Date(now.getTime() - ruleChangeLookbackDays * 24 * 3_600_000);
    const fields = sql.raw(`array[${dogRuleFields.map((field) => `'${field}'`).join(',')}]`);
    const changes = await this.options.db
      .select({
        id: adminAuditLog.id,
        entityId: adminAuditLog.entityId,
        at: adminAuditLog.createdAt,
      })
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'beach.update'),
          eq(adminAuditLog.entityType, 'beach'),
          gt(adminAuditLog.createdAt, since),
          isNotNull(adminAuditLog.after),
          sql`${adminAuditLog.after} ?| ${fields}`,
          beachId === undefined ? undefined : eq(adminAuditLog.entityId, String(beachId)),
        ),
      );
    if (changes.length === 0) return 0;
    let sent = 0;
    for (const subscriber of await this.subscribers(beachId)) {
      const mine = changes.filter(
        (change) =>
          change.entityId === String(subscriber.beachId) &&
          subscriber.alertsEnabledAt !== null &&
          subscriber.alertsEnabledAt <= change.at,
      );
      if (mine.length === 0) continue;
      const beach = await this.beach(subscriber.beachId);
      if (!beach) continue;
      for (const change of mine) {
        const mail = ruleChangedMail(
          subscriber,
          this.beachLink(beach),
          todayInLondon(change.at),
          beach.dogStatus.today,
          beach.dogStatus.nextChange?.text ?? null,
          this.unsubscribeUrl(subscriber),
        );
        if (await this.claimAndSend(subscriber, 'rule-change', String(change.id), mail)) sent += 1;
      }
    }
    return sent;
  }

  /** Sends the alert only when this call's insert made its claim row. */
  private async claimAndSend(
    subscriber: Subscriber,
    kind: AlertKind,
    occasion: string,
    mail: MailMessage,
  ): Promise<boolean> {
    const claimed = await this.options.db
      .insert(alertSends)
      .values({ userId: subscriber.userId, beachId: subscriber.beachId, kind, occasion })
      .onConflictDoNothing()
      .returning({ id: alertSends.id });
    if (claimed.length === 0) return false;
    this.options.mailer.send({ ...mail, logLabel: `alert ${kind}` });
    return true;
  }
}
