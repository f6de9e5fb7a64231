import type { AuditEntry } from '@shared/admin';
import { AdminService } from '../src/features/admin/service';
import { sessionCookie, someAddress } from './accounts';
import type { TestContext } from './helper';

/** Creates (or resets) an administrator and signs it in: its `ddb_admin` cookie. */
export async function adminCookie(
  ctx: TestContext,
  username = 'warden',
  password = 'harbour-master',
): Promise<string> {
  await new AdminService(ctx.database.db).upsert({ username, password, name: `Admin ${username}` });
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress: someAddress(),
  });
  if (login.statusCode !== 200) throw new Error(`admin login: ${login.body}`);
  return sessionCookie(login, 'ddb_admin');
}

/** A signed-in administrator who was disabled since: their cookie must open nothing. */
export async function disabledAdminCookie(ctx: TestContext, username = 'retired') {
  const cookie = await adminCookie(ctx, username);
  await new AdminService(ctx.database.db).disable(username);
  return cookie;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request with `cookie` (none when empty) and, when given, a JSON body. */
export const send = (
  ctx: TestContext,
  method: Method,
  url: string,
  cookie: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

/** The audit log's newest entry, as an administrator reads it. */
export const latestAudit = async (ctx: TestContext, adminCookie: string) =>
  (await send(ctx, 'GET', '/api/admin/audit?pageSize=1', adminCookie)).json<AuditEntry[]>()[0]!;

/** A new beach as the back office's form sends it, with `overrides` on top. */
export const beachForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Shelly Cove',
  location: 'South Devon',
  description: 'A small **shingle** cove.\n\nDogs love the rock pools.',
  latitude: '50.21234567',
  longitude: '-3.71234567',
  accessType: 'year-round',
  hasParking: true,
  hasFacilities: false,
  hasFreshWater: false,
  hasBeachCafe: false,
  hasLifeguards: false,
  accessInfo: 'Steep path from the lane',
  seasonalRestrictions: '',
  imageUrl: '',
  fullAddress: '',
  postcode: 'TQ7 1AB',
  googleRating: null,
  totalReviewsGoogle: null,
  placeId: '',
  ...overrides,
});
