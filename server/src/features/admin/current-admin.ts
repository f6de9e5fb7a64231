import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { admins } from '../../db/schema';
import { firstRow } from '../../lib/first-row';
import { unauthorized } from '../../lib/http-errors';
import { sessionOwner } from '../../plugins/sessions';

export type AdminRow = typeof admins.$inferSelect;

/**
 * The administrator signed in on this request (their own session and cookie, not a user's), or
 * null; an inactive administrator counts as signed out. A user's session never makes an admin.
 */
export const currentAdmin = sessionOwner(
  (server) => server.adminSessions,
  async (session, server): Promise<AdminRow | null> => {
    const id = Number(session.ownerId);
    if (!Number.isInteger(id)) return null;
    return firstRow(
      server.db
        .select()
        .from(admins)
        .where(and(eq(admins.id, id), eq(admins.isActive, true)))
        .limit(1),
    );
  },
);

/** An active administrator, or 401. */
export async function requireAdmin(request: FastifyRequest, reply?: FastifyReply) {
  const admin = await currentAdmin(request, reply);
  if (!admin) throw unauthorized('Administrator sign-in required');
  return admin;
}
