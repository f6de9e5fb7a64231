import { createHash, randomBytes } from 'node:crypto';
import { and, eq, getTableName, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { users, type userSessions } from '../db/schema';
import { PerRequest } from '../lib/per-request';

/** `user_sessions` or `admin_sessions`: the two tables have one shape. */
type SessionTable = typeof userSessions;

export interface Session {
  /** The hash of the cookie's id: the row's key, never the id itself. */
  key: string;
  ownerId: string;
  /** The owner's account row, read with the session when the store is `withUsers`. */
  user?: typeof users.$inferSelect;
}

export interface SessionStoreOptions {
  table: SessionTable;
  cookieName: string;
  secure: boolean;
  /** Idle lifetime: every use pushes the expiry this far ahead. */
  idleMs: number;
  /** Read the owner's `users` row in the same query (one round trip for "who is this?"). */
  withUsers?: boolean;
}

/** The placeholders of `liveSession`, as `SessionStore.writeAsOwner` gives them. */
export interface LiveSessionParams {
  key: string;
  now: string;
}

/** The condition "this row is the request's live session", with `LiveSessionParams` placeholders. */
export const liveSession = (table: SessionTable) =>
  and(eq(table.sid, sql.placeholder('key')), gt(table.expire, sql.placeholder('now')))!;

/** A use less than this long after the last one does not rewrite the row. */
const touchIntervalMs = 5 * 60_000;

/** How many session owners `knownOwner` remembers (the oldest go first). */
const rememberedOwners = 10_000;

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

/**
 * Sessions kept in the database: the browser holds a random 256-bit id in a signed,
 * HttpOnly, SameSite=Lax cookie; the row is keyed by the id's SHA-256, so a copy of the table opens
 * no session. User and administrator sessions are two stores over two tables with two cookies, so
 * neither grants the other's rights. `start` always makes a new id (rotation at sign-in).
 */
export class SessionStore {
  private readonly loaded = new PerRequest<Session | null>();
  private readonly lookup: ReturnType<typeof prepareLookup>;
  /** Owners of the sessions this instance started or read, by key: a session's owner never changes. */
  private readonly owners = new Map<string, string>();

  constructor(
    private readonly db: Database,
    private readonly options: SessionStoreOptions,
  ) {
    this.lookup = prepareLookup(db, options);
  }

  /** The request's live session, looked up once per request. */
  read(request: FastifyRequest, reply?: FastifyReply): Promise<Session | null> {
    return this.loaded.get(request, () => this.load(request, reply));
  }

  /** Ends the request's session (if any) and starts a new one for `ownerId` under a new id. */
  async start(request: FastifyRequest, reply: FastifyReply, ownerId: string): Promise<Session> {
    const id = randomBytes(32).toString('base64url');
    const session = { key: hashId(id), ownerId };
    const { table } = this.options;
    // The old row goes and the new one comes in one round trip (two statements side by side).
    await Promise.all([
      this.end(request, reply),
      this.db.insert(table).values({
        sid: session.key,
        owner: ownerId,
        sess: { createdAt: new Date().toISOString() },
        expire: this.nextExpiry(),
      }),
    ]);
    this.setCookie(reply, id);
    this.loaded.set(request, session);
    this.remember(session.key, ownerId);
    return session;
  }

  /**
   * Whose the request's session is, if this instance has started or read it, without a round
   * trip (a per-user quota taken before a `writeAsOwner` write). Says nothing of whether the
   * session is still live: the write checks that.
   */
  knownOwner(request: FastifyRequest): string | null {
    const id = this.cookieId(request);
    return id === null ? null : (this.owners.get(hashId(id)) ?? null);
  }

  /** Signs the request out: its row is deleted and its cookie cleared. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const id = this.cookieId(request);
    this.loaded.set(request, null);
    if (id === null) return;
    const { table, cookieName } = this.options;
    await this.db.delete(table).where(eq(table.sid, hashId(id)));
    reply.clearCookie(cookieName, { path: '/' });
  }

  /** Ends every session of one owner, except the one given (a password reset, a disabled admin). */
  async endAllOf(ownerId: string, except?: Session | null): Promise<void> {
    const { table } = this.options;
    await this.db
      .delete(table)
      .where(
        except
          ? and(eq(table.owner, ownerId), ne(table.sid, except.key))
          : eq(table.owner, ownerId),
      );
  }

  /** Removes expired rows; run now and then by the app's housekeeping. */
  async deleteExpired(): Promise<void> {
    const { table } = this.options;
    await this.db.delete(table).where(lt(table.expire, new Date()));
  }

  /**
   * A write that checks the request's session in its own statement: one round trip where "who is
   * this?" and then the write take two. `write` gets the session's key and the time for a
   * `liveSession` condition, and answers the session's row with its result, or null when no
   * live session (or the write's own condition) let it write. Null without a session cookie; the
   * session's expiry is pushed as `read` pushes it.
   */
  async writeAsOwner<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    write: (live: LiveSessionParams) => Promise<{ sid: string; expire: Date; result: T } | null>,
  ): Promise<T | null> {
    const id = this.cookieId(request);
    if (id === null) return null;
    const written = await write({ key: hashId(id), now: new Date().toISOString() });
    if (!written) return null;
    await this.touch(reply, id, written);
    return written.result;
  }

  private async load(request: FastifyRequest, reply?: FastifyReply): Promise<Session | null> {
    const id = this.cookieId(request);
    if (id === null) return null;
    const [row]: { sid: string; owner: string | null; expire: Date; user?: Session['user'] }[] =
      await this.lookup.execute({ key: hashId(id), now: new Date().toISOString() });
    if (!row?.owner) return null;
    this.remember(row.sid, row.owner);
    if (reply) await this.touch(reply, id, row);
    return { key: row.sid, ownerId: row.owner, user: row.user };
  }

  /** Pushes the expiry of a session used more than `touchIntervalMs` after its last use. */
  private async touch(reply: FastifyReply, id: string, row: { sid: string; expire: Date }) {
    const lastUse = row.expire.getTime() - this.options.idleMs;
    if (Date.now() - lastUse <= touchIntervalMs) return;
    const { table } = this.options;
    await this.db.update(table).set({ expire: this.nextExpiry() }).where(eq(table.sid, row.sid));
    this.setCookie(reply, id);
  }

  private remember(key: string, ownerId: string) {
    if (this.owners.size >= rememberedOwners && !this.owners.has(key)) {
      this.owners.delete(this.owners.keys().next().value!);
    }
    this.owners.set(key, ownerId);
  }

  /**
   * Whether the request carries this store's cookie at all (signed or not, expired or not): one
   * without it is from a visitor who is certainly signed out, known without a database read.
   */
  hasCookie(request: FastifyRequest): boolean {
    return Boolean(request.cookies[this.options.cookieName]);
  }

  private cookieId(request: FastifyRequest): string | null {
    const raw = request.cookies[this.options.cookieName];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : null;
  }

  private nextExpiry() {
    return new Date(Date.now() + this.options.idleMs);
  }

  private setCookie(reply: FastifyReply, id: string) {
    reply.setCookie(this.options.cookieName, id, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.options.secure,
      path: '/',
      maxAge: Math.floor(this.options.idleMs / 1000),
    });
  }
}

/**
 * Who is signed in on a request through the store `storeOf` names, as `find` reads them from
 * their session (null when signed out); read at most once per request, until `forget`.
 */
export function sessionOwner<T>(
  storeOf: (server: FastifyInstance) => SessionStore,
  find: (session: Session, server: FastifyInstance) => Promise<T | null> | T,
) {
  const loaded = new PerRequest<T | null>();
  const owner = (request: FastifyRequest, reply?: FastifyReply): Promise<T | null> =>
    loaded.get(request, async () => {
      const session = await storeOf(request.server).read(request, reply);
      return session ? find(session, request.server) : null;
    });
  return Object.assign(owner, { forget: (request: FastifyRequest) => loaded.forget(request) });
}

/**
 * The live session by its key (with its owner's row for a `withUsers` store), built once: drizzle
 * made the SQL of this join anew for every signed-in request, 0.8 of its 1.6 ms on PGlite, on the
 * event loop. Named by its table, so each store's statement is prepared once per connection on a
 * PostgreSQL server.
 */
function prepareLookup(db: Database, { table, withUsers }: SessionStoreOptions) {
  const columns = { sid: table.sid, owner: table.owner, expire: table.expire };
  const live = liveSession(table);
  const name = `${getTableName(table)}_live`;
  return withUsers
    ? db
        .select({ ...columns, user: users })
        .from(table)
        .innerJoin(users, eq(users.id, table.owner))
        .where(live)
        .limit(1)
        .prepare(name)
    : db.select(columns).from(table).where(live).limit(1).prepare(name);
}
