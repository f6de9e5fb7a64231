import { and, desc, eq, sql } from 'drizzle-orm';
import type { AdminFeedback, AdminPageQuery } from '@shared/admin';
import {
  feedbackMessages,
  type Feedback,
  type FeedbackType,
  type MyFeedbackItem,
  type UpdateFeedbackBody,
} from '@shared/feedback';
import { displayName } from '@shared/display-name';
import type { Database } from '../../db/client';
import { beaches, userFeedback, users, userSessions } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-errors';
import { liveSession, type LiveSessionParams } from '../../plugins/sessions';
import { deleteAudited } from '../admin/audit';
import type { AdminRow } from '../admin/current-admin';
import { readMembersPage, type Page } from '../admin/paging';

const feedbackColumns = {
  id: userFeedback.id,
  userId: userFeedback.userId,
  feedbackType: userFeedback.feedbackType,
  content: userFeedback.content,
  createdAt: userFeedback.createdAt,
  updatedAt: userFeedback.updatedAt,
  beachId: userFeedback.beachId,
  beachName: beaches.name,
  beachSlug: beaches.slug,
  isPublic: userFeedback.isPublic,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** The feedback row's own columns (the names come from the joined tables). */
const {
  beachName: _beachName,
  beachSlug: _beachSlug,
  firstName: _firstName,
  lastName: _lastName,
  ...storedColumns
} = feedbackColumns;

interface FeedbackRow {
  id: number;
  userId: string;
  feedbackType: FeedbackType;
  content: string;
  createdAt: Date;
  updatedAt: Date;
  beachId: number | null;
  beachName: string | null;
  isPublic: boolean;
  firstName: string | null;
  lastName: string | null;
}

const toFeedback = (row: FeedbackRow): Feedback => ({
  id: row.id,
  feedbackType: row.feedbackType,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  beachId: row.beachId,
  beachName: row.beachName,
  isPublic: row.isPublic,
  authorName: displayName(row.firstName, row.lastName),
});

const selectFeedback = (db: Database) =>
  db
    .select(feedbackColumns)
    .from(userFeedback)
    .innerJoin(users, eq(users.id, userFeedback.userId))
    .leftJoin(beaches, eq(beaches.id, userFeedback.beachId));

/** A beach's public feedback, newest first. */
export async function listPublicFeedback(db: Database, beachId: number): Promise<Feedback[]> {
  const rows = await selectFeedback(db)
    .where(and(eq(userFeedback.beachId, beachId), eq(userFeedback.isPublic, true)))
    .orderBy(desc(userFeedback.createdAt), desc(userFeedback.id));
  return rows.map(toFeedback);
}

/**
 * Everything one user wrote, private feedback included, newest first, each with its beach's slug
 * (the profile links it).
 */
export async function listOwnFeedback(db: Database, userId: string): Promise<MyFeedbackItem[]> {
  const rows = await selectFeedback(db)
    .where(eq(userFeedback.userId, userId))
    .orderBy(desc(userFeedback.createdAt), desc(userFeedback.id));
  return rows.map((row) => ({ ...toFeedback(row), beachSlug: row.beachSlug }));
}

async function findOwn(db: Database, userId: string, id: number) {
  const [row] = await selectFeedback(db).where(eq(userFeedback.id, id)).limit(1);
  if (!row) throw notFound(feedbackMessages.notFound);
  if (row.userId !== userId) throw forbidden(feedbackMessages.notYours);
  return row;
}

const insertStatements = new WeakMap<Database, ReturnType<typeof prepareInsert>>();

/**
 * The insert of a new feedback, built once per database (a tenth of the load mix is a feedback
 * post, and drizzle made this statement's SQL anew each time, on the event loop).
 */
const prepareInsert = (db: Database) =>
  db
    .insert(userFeedback)
    .values({
      userId: sql.placeholder('userId'),
      beachId: sql.placeholder('beachId'),
      feedbackType: sql.placeholder('feedbackType'),
      content: sql.placeholder('content'),
      isPublic: sql.placeholder('isPublic'),
    })
    .returning(storedColumns)
    .prepare('feedback_insert');

function insertStatement(db: Database) {
  let statement = insertStatements.get(db);
  if (!statement) {
    statement = prepareInsert(db);
    insertStatements.set(db, statement);
  }
  return statement;
}

/**
 * Stores a user's feedback and answers it as the author sees it. One statement: the author's
 * names and the beach's name are what the caller already holds (the signed-in user, the catalogue).
 */
export async function createFeedback(
  db: Database,
  author: { id: string; firstName: string | null; lastName: string | null },
  input: { beachId: number | null; feedbackType: FeedbackType; content: string; isPublic: boolean },
  beachName: string | null,
): Promise<Feedback> {
  const [created] = await insertStatement(db).execute({ userId: author.id, ...input });
  return toFeedback({
    ...created!,
    beachName,
    firstName: author.firstName,
    lastName: author.lastName,
  });
}

const ownInsertStatements = new WeakMap<Database, ReturnType<typeof prepareOwnInsert>>();

/**
 * The insert of a new feedback by the owner of a live session with a verified e-mail, in one
 * statement with that check: on a PostgreSQL server, "who is this?" and then the insert were two
 * round trips, each answered a turn of a busy event loop later (bench/README.md, "Load").
 */
function prepareOwnInsert(db: Database) {
  const author = db.$with('author').as(
    db
      .select({
        authorId: sql<string>`${users.id}`.as('author_id'),
        firstName: users.firstName,
        lastName: users.lastName,
        sid: userSessions.sid,
        expire: userSessions.expire,
      })
      .from(userSessions)
      .innerJoin(users, eq(users.id, userSessions.owner))
      .where(and(liveSession(userSessions), eq(users.emailVerified, true))),
  );
  const written = [
    userFeedback.userId,
    userFeedback.beachId,
    userFeedback.feedbackType,
    userFeedback.content,
    userFeedback.isPublic,
  ].map((column) => sql.identifier(column.name));
  const created = db.$with('created', storedColumns).as(
    sql`insert into ${userFeedback} (${sql.join(written, sql`, `)})
      select ${author.authorId}, cast(${sql.placeholder('beachId')} as integer),
        cast(${sql.placeholder('feedbackType')} as text), cast(${sql.placeholder('content')} as text),
        cast(${sql.placeholder('isPublic')} as boolean)
      from ${author}
      returning *`,
  );
  return db
    .with(author, created)
    .select({
      id: created.id,
      userId: created.userId,
      feedbackType: created.feedbackType,
      content: created.content,
      createdAt: created.createdAt,
      updatedAt: created.updatedAt,
      beachId: created.beachId,
      isPublic: created.isPublic,
      firstName: author.firstName,
      lastName: author.lastName,
      sid: author.sid,
      expire: author.expire,
    })
    .from(created)
    .innerJoin(author, eq(author.authorId, created.userId))
    .prepare('feedback_insert_own');
}

/**
 * Stores the feedback of the live session's owner, if their e-mail is verified, checking both in
 * the insert itself (`SessionStore.writeAsOwner`): null, and nothing stored, otherwise.
 */
export async function createOwnFeedback(
  db: Database,
  live: LiveSessionParams,
  input: { beachId: number | null; feedbackType: FeedbackType; content: string; isPublic: boolean },
  beachName: string | null,
): Promise<{ sid: string; expire: Date; result: Feedback } | null> {
  let statement = ownInsertStatements.get(db);
  if (!statement) {
    statement = prepareOwnInsert(db);
    ownInsertStatements.set(db, statement);
  }
  const [row] = await statement.execute({ ...live, ...input });
  if (!row) return null;
  const { sid, expire, ...created } = row;
  return { sid, expire, result: toFeedback({ ...created, beachName }) };
}

/** Only the author may change their feedback (403 for anyone else, and nothing changes). */
export async function updateFeedback(
  db: Database,
  userId: string,
  id: number,
  body: UpdateFeedbackBody,
): Promise<Feedback> {
  await findOwn(db, userId, id);
  await db
    .update(userFeedback)
    .set({ content: body.content, isPublic: body.isPublic, updatedAt: new Date() })
    .where(and(eq(userFeedback.id, id), eq(userFeedback.userId, userId)));
  return toFeedback(await findOwn(db, userId, id));
}

export async function deleteFeedback(db: Database, userId: string, id: number): Promise<void> {
  await findOwn(db, userId, id);
  await db
    .delete(userFeedback)
    .where(and(eq(userFeedback.id, id), eq(userFeedback.userId, userId)));
}

/** All feedback for the back office, the private included, with its member, newest first. */
export function listFeedbackForAdmin(
  db: Database,
  query: AdminPageQuery,
): Promise<Page<AdminFeedback>> {
  return readMembersPage(db, userFeedback, query, (feedback, beachName, member) => ({
    id: feedback.id,
    feedbackType: feedback.feedbackType,
    content: feedback.content,
    isPublic: feedback.isPublic,
    beachId: feedback.beachId,
    beachName,
    createdAt: feedback.createdAt.toISOString(),
    user: { id: feedback.userId, ...member },
  }));
}

/** An administrator removes any feedback, audited in the same transaction. */
export function deleteFeedbackAsAdmin(db: Database, admin: AdminRow, id: number): Promise<void> {
  return deleteAudited(
    db,
    admin,
    { table: userFeedback, id, missing: feedbackMessages.notFound },
    (row) => ({
      action: 'feedback.delete',
      entityType: 'feedback',
      summary: `${row.isPublic ? 'Public' : 'Private'} ${row.feedbackType} feedback`,
      before: row,
    }),
  );
}
