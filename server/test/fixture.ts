import { afterAll, beforeAll } from 'vitest';
import type { Beach } from '@shared/beaches';
import { createUser, type TestUser } from './accounts';
import { adminCookie, disabledAdminCookie, send, type Method } from './admin';
import { buildTestApp, type TestContext } from './helper';

/** A user to register: "First Last", or createUser's options. */
type UserSpec = string | NonNullable<Parameters<typeof createUser>[1]>;

export interface FixtureOptions<U extends readonly UserSpec[]> {
  app?: Parameters<typeof buildTestApp>[0];
  /** Sign an administrator in (`admin`), and one disabled since (`retired`). */
  admin?: boolean;
  retired?: boolean;
  /** Users registered one after another in this order, verified unless told. */
  users?: U;
  /** A beach of the catalogue, by its slug. */
  beach?: string;
}

/** A request to the app with this cookie (signed out without one) and JSON payload. */
export type Call = (
  method: Method,
  url: string,
  cookie?: string,
  payload?: object,
) => ReturnType<typeof send>;

export interface Fixture<U extends readonly UserSpec[]> {
  ctx: TestContext;
  call: Call;
  admin: string;
  retired: string;
  users: { [K in keyof U]: TestUser };
  beach: Beach;
  beachId: number;
}

const userOptions = (spec: UserSpec) => {
  if (typeof spec !== 'string') return spec;
  const [firstName, ...rest] = spec.split(' ');
  return rest.length ? { firstName, lastName: rest.join(' ') } : { firstName };
};

/** The app and the people and beach a test file shares; `ready` gets them before its tests. */
export async function startFixture<const U extends readonly UserSpec[] = []>(
  options: FixtureOptions<U> = {},
): Promise<Fixture<U>> {
  const ctx = await buildTestApp(options.app);
  const admin = options.admin ? await adminCookie(ctx) : '';
  const retired = options.retired ? await disabledAdminCookie(ctx) : '';
  const users: TestUser[] = [];
  for (const spec of options.users ?? []) users.push(await createUser(ctx, userOptions(spec)));
  const beach = options.beach ? await ctx.app.catalogue.find(options.beach) : undefined;
  return {
    ctx,
    call: (method, url, cookie = '', payload) => send(ctx, method, url, cookie, payload),
    admin,
    retired,
    users: users as Fixture<U>['users'],
    // Typed as present: a file that asks for no beach reads neither.
    beach: beach as Beach,
    beachId: beach?.id as number,
  };
}

/** Starts the fixture before the file's tests (handing it to `ready`) and closes it after them. */
export function useFixture<const U extends readonly UserSpec[] = []>(
  options: FixtureOptions<U>,
  ready: (fixture: Fixture<U>) => void,
) {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    const fixture = await startFixture(options);
    ctx = fixture.ctx;
    ready(fixture);
  });
  afterAll(async () => ctx?.close());
}
