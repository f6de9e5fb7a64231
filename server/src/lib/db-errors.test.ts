import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { beaches, reviews } from '../db/schema';
import { errorChain, isForeignKeyViolation, isUniqueViolation, postgresError } from './db-errors';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.insert(beaches).values({
    name: 'Test Sands',
    slug: 'test-sands',
    location: 'Torbay',
    description: 'A beach.',
  });
});
afterAll(() => handle.close());

/** What the query threw, as Drizzle hands it over. */
const failure = (query: PromiseLike<unknown>) =>
  Promise.resolve(query).then(
    () => expect.unreachable('the query succeeded'),
    (error: unknown) => error,
  );

describe('PostgreSQL errors, as the driver in use throws them', () => {
  it('knows a unique violation, and that it is not a missing row', async () => {
    const error = await failure(
      handle.db
        .insert(beaches)
        .values({ name: 'Again', slug: 'test-sands', location: 'Torbay', description: 'x' }),
    );
    expect(postgresError(error)?.code).toBe('23505');
    expect(isUniqueViolation(error)).toBe(true);
    expect(isForeignKeyViolation(error)).toBe(false);
  });

  it('knows a foreign key violation, and which constraint it names', async () => {
    const error = await failure(
      handle.db.insert(reviews).values({ beachId: 2_000_000, rating: 4, reviewerName: 'Jo' }),
    );
    expect(isForeignKeyViolation(error)).toBe(true);
    expect(isForeignKeyViolation(error, 'beach')).toBe(true);
    expect(isForeignKeyViolation(error, 'user')).toBe(false);
    expect(isUniqueViolation(error)).toBe(false);
  });

  it('reads any other SQLSTATE, such as a value of the wrong type', async () => {
    const error = await failure(handle.db.execute(`select 'not a number'::integer`));
    expect(postgresError(error)?.code).toBe('22P02');
  });
});

describe('errors made by hand', () => {
  it('finds the code on the error itself or a few causes down', () => {
    const driver = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isUniqueViolation(driver)).toBe(true);
    expect(isUniqueViolation(new Error('query failed', { cause: driver }))).toBe(true);
    expect(
      isUniqueViolation(new Error('outer', { cause: new Error('middle', { cause: driver }) })),
    ).toBe(true);
  });

  it('takes no system error or plain value for a database one', () => {
    expect(postgresError(Object.assign(new Error('no'), { code: 'EPERM' }))).toBeUndefined();
    expect(postgresError(Object.assign(new Error('full'), { code: 'ENOSPC' }))).toBeUndefined();
    expect(postgresError(undefined)).toBeUndefined();
    expect(postgresError('23505')).toBeUndefined();
    expect(isUniqueViolation(null)).toBe(false);
  });

  it('walks a chain of causes only so far, even a circular one', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    Object.assign(first, { cause: second });
    expect([...errorChain(first)]).toHaveLength(5);
    expect(isUniqueViolation(first)).toBe(false);
  });
});
