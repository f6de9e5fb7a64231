import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client';
import { BeachCatalogue } from './service';

/** The PostgreSQL channel every instance of the site listens on (decision 010). */
export const catalogueChannel = 'ddb_catalogue';

const isPostgresUrl = (url: string | undefined): url is string =>
  !!url && /^postgres(ql)?:\/\//.test(url);

/** The catalogue of one instance among several: a write here also tells the others. */
export class BroadcastingBeachCatalogue extends BeachCatalogue {
  /** Called after every local invalidation (the write has been committed by then). */
  announce: () => void = () => {};

  override invalidate(): void {
    super.invalidate();
    this.announce();
  }

  /** Another instance wrote: drop the cached list without telling anyone. */
  forget(): void {
    super.invalidate();
  }
}

export interface CatalogueSyncOptions {
  databaseUrl: string;
  db: Database;
  log: FastifyBaseLogger;
  /** First wait before reconnecting a dropped listener; it doubles up to `maxRetryMs`. */
  minRetryMs?: number;
  maxRetryMs?: number;
}

/**
 * Keeps the in-memory beach list of several instances on one PostgreSQL server in step: each local
 * invalidation sends `NOTIFY ddb_catalogue, '<instance id>'` through the pool (after the write's
 * transaction committed), and a dedicated connection LISTENs and drops the cached list when another
 * instance's id arrives. A dropped listener reconnects with backoff and drops the cache once, as
 * notifications may have been missed meanwhile.
 */
export class CatalogueSync {
  readonly instanceId = randomUUID();
  private client: pg.Client | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryMs: number;
  private stopped = false;
  /** Notifications from other instances received so far (for tests and logs). */
  received = 0;

  constructor(
    private readonly catalogue: BroadcastingBeachCatalogue,
    private readonly options: CatalogueSyncOptions,
  ) {
    this.retryMs = options.minRetryMs ?? 250;
    catalogue.announce = () => void this.notify();
  }

  get listening(): boolean {
    return this.client !== null;
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.connect(false);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }

  private async notify(): Promise<void> {
    try {
      await this.options.db.execute(sql`select pg_notify(${catalogueChannel}, ${this.instanceId})`);
    } catch (err) {
      this.options.log.warn({ err }, 'could not tell other instances that the catalogue changed');
    }
  }

  private async connect(afterDrop: boolean): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel !== catalogueChannel || message.payload === this.instanceId) return;
      this.received += 1;
      this.catalogue.forget();
    });
    const dropped = (err?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.options.log.warn({ err }, 'catalogue listener lost its connection; reconnecting');
      this.scheduleReconnect();
    };
    client.on('error', dropped);
    client.on('end', () => dropped());
    try {
      await client.connect();
      await client.query(`LISTEN ${catalogueChannel}`);
    } catch (err) {
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.options.log.warn({ err }, 'catalogue listener could not connect; retrying');
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = this.options.minRetryMs ?? 250;
    if (afterDrop) this.catalogue.forget();
  }

  private scheduleReconnect() {
    clearTimeout(this.retryTimer);
    const wait = this.retryMs;
    this.retryMs = Math.min(wait * 2, this.options.maxRetryMs ?? 30_000);
    this.retryTimer = setTimeout(() => void this.connect(true), wait);
    this.retryTimer.unref();
  }
}

/**
 * Decorates the app's beach catalogue. On a PostgreSQL server it is shared with every other
 * instance through LISTEN/NOTIFY; on PGlite one process owns the data, so invalidation stays local.
 */
export function registerCatalogue(
  app: FastifyInstance,
  options: { databaseUrl: string | undefined; db: Database },
): void {
  if (!isPostgresUrl(options.databaseUrl)) {
    app.decorate('catalogue', new BeachCatalogue(options.db));
    return;
  }
  const catalogue = new BroadcastingBeachCatalogue(options.db);
  const sync = new CatalogueSync(catalogue, {
    databaseUrl: options.databaseUrl,
    db: options.db,
    log: app.log,
  });
  app.decorate('catalogue', catalogue);
  app.addHook('onReady', () => sync.start());
  app.addHook('onClose', () => sync.stop());
}
