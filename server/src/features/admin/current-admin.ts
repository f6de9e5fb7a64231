import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { admins } from '../../db/schema';
import { unauthorized } from '../../lib/http-errors';
import { PerRequest } from '../../lib/per-request';

export type AdminRow = typeof admins.$inferSelect;

const loaded = new PerRequest<AdminRow | null>();

/**
 * The administrator signed in on this request (their own session and cookie, not a user's), or
 * null; an inactive administrator counts as signed out. A user's session never makes an admin.
 */
export function currentAdmin(
  request: FastifyRequest,
  reply?: FastifyReply,
): Promise<AdminRow | null> {
  return loaded.get(request, async () => {
    const session = await request.server.adminSessions.read(request, reply);
    if (!session) return null;
    const id = Number(session.ownerId);
    if (!Number.isInteger(id)) return null;
    const [row] = await request.server.db
      .select()
      .from(admins)
      .where(and(eq(admins.id, id), eq(admins.isActive, true)))
      .limit(1);
    return row ?? null;
  });
}

/** An active administrator, or 401. */
export async function requireAdmin(request: FastifyRequest, reply?: FastifyReply) {
  const admin = await currentAdmin(request, reply);
  if (!admin) throw unauthorized('Administrator sign-in required');
  return admin;
}
