import { describe, expect, it } from 'vitest';
import {
  favoriteMessages,
  favoritePath,
  maxFavoriteNoteLength,
  maxFavoritesPerUser,
  type Favorite,
} from '@shared/favorites';
import { beachFavorites, beaches } from '../../db/schema';
import { createUser, type TestUser } from '../../../test/accounts';
import { useFixture, type Call } from '../../../test/fixture';
import type { TestContext } from '../../../test/helper';

let ctx: TestContext, call: Call, owner: TestUser, other: TestUser, beachId: number;
useFixture({ users: ['Tamsin', 'Jago'], beach: 'saunton-sands' }, (fixture) => {
  ({ ctx, call, beachId } = fixture);
  [owner, other] = fixture.users;
});

const mine = async (cookie: string) => {
  const response = await call('GET', '/api/my/favorites', cookie);
  expect(response.statusCode).toBe(200);
  return response.json<Favorite[]>();
};

describe('favourites', () => {
  it('needs a signed-in user for every call', async () => {
    expect((await call('GET', '/api/my/favorites')).statusCode).toBe(401);
    expect((await call('PUT', `/api/beaches/${beachId}/favorite`)).statusCode).toBe(401);
    expect(
      (await call('PATCH', `/api/beaches/${beachId}/favorite`, '', { notes: 'x' })).statusCode,
    ).toBe(401);
    expect((await call('DELETE', `/api/beaches/${beachId}/favorite`)).statusCode).toBe(401);
  });

  it('adds a beach once (a second PUT changes nothing) and lists it with its dog status and next low tide', async () => {
    const first = await call('PUT', `/api/beaches/saunton-sands/favorite`, owner.cookie);
    expect(first.statusCode).toBe(201);
    const again = await call('PUT', `/api/beaches/${beachId}/favorite`, owner.cookie);
    expect(again.statusCode).toBe(200);
    const list = await mine(owner.cookie);
    expect(list).toHaveLength(1);
    const [favorite] = list;
    expect(favorite).toMatchObject({
      beachId,
      notes: null,
      beach: { id: beachId, slug: 'saunton-sands', name: 'Saunton Sands' },
    });
    expect(favorite!.beach.dogStatus.today).toEqual(expect.any(String));
    expect(favorite!.nextLowTide?.type).toBe('low');
    expect(Date.parse(favorite!.nextLowTide!.time)).toBeGreaterThan(Date.now());
    expect(Date.parse(favorite!.nextLowTide!.time)).toBeLessThan(Date.now() + 26 * 3_600_000);
    expect(await mine(other.cookie)).toEqual([]);
  });

  it('answers 200 to a note saved where the client saves it', async () => {
    const jago = await createUser(ctx, { firstName: 'Jago' });
    expect((await call('PUT', favoritePath(beachId), jago.cookie)).statusCode).toBe(201);
    const saved = await call('PATCH', favoritePath(beachId), jago.cookie, { notes: 'Dunes' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Favorite>().notes).toBe('Dunes');
  });

  it('keeps, replaces and clears the private note, and only the owner’s', async () => {
    await call('PUT', `/api/beaches/${beachId}/favorite`, other.cookie, { notes: 'Theirs' });
    const saved = await call('PATCH', `/api/beaches/${beachId}/favorite`, owner.cookie, {
      notes: '  Park at the top; ball by the dunes  ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Favorite>().notes).toBe('Park at the top; ball by the dunes');
    // A PUT without a note keeps it.
    await call('PUT', `/api/beaches/${beachId}/favorite`, owner.cookie, {});
    expect((await mine(owner.cookie))[0]!.notes).toBe('Park at the top; ball by the dunes');
    expect((await mine(other.cookie))[0]!.notes).toBe('Theirs');
    const cleared = await call('PATCH', `/api/beaches/${beachId}/favorite`, owner.cookie, {
      notes: '   ',
    });
    expect(cleared.json<Favorite>().notes).toBeNull();
    expect((await mine(other.cookie))[0]!.notes).toBe('Theirs');
  });

  it('refuses a note too long, an unknown beach, and a note on a beach not saved', async () => {
    const long = await call('PATCH', `/api/beaches/${beachId}/favorite`, owner.cookie, {
      notes: 'x'.repeat(maxFavoriteNoteLength + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      message: favoriteMessages.noteTooLong,
      errors: [{ path: 'notes', message: favoriteMessages.noteTooLong }],
    });
    expect(
      (await call('PUT', `/api/beaches/${beachId}/favorite`, owner.cookie, { notes: 42 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/api/beaches/no-such-beach/favorite', owner.cookie)).statusCode,
    ).toBe(404);
    const notSaved = await call('PATCH', '/api/beaches/woolacombe-beach/favorite', owner.cookie, {
      notes: 'x',
    });
    expect(notSaved.statusCode).toBe(404);
    expect(notSaved.json()).toEqual({ message: favoriteMessages.notFound });
  });

  it('removes only the caller’s favourite, and removing twice is fine', async () => {
    expect(
      (await call('DELETE', `/api/beaches/${beachId}/favorite`, owner.cookie)).statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', `/api/beaches/${beachId}/favorite`, owner.cookie)).statusCode,
    ).toBe(200);
    expect(await mine(owner.cookie)).toEqual([]);
    expect(await mine(other.cookie)).toHaveLength(1);
  });

  it(`stops at ${maxFavoritesPerUser} beaches per user`, async () => {
    const collector = await createUser(ctx);
    const ids = (await ctx.database.db.select({ id: beaches.id }).from(beaches)).map((b) => b.id);
    // Filled to the limit with distinct beaches (made up when the catalogue has fewer).
    const needed = maxFavoritesPerUser - ids.length;
    const extra =
      needed > 0
        ? await ctx.database.db
            .insert(beaches)
            .values(
              Array.from({ length: needed }, (_, index) => ({
                name: `Filler ${index}`,
                slug: `filler-${index}`,
                location: 'Torbay',
                description: 'x',
              })),
            )
            .returning({ id: beaches.id })
        : [];
    ctx.app.catalogue.invalidate();
    const all = [...ids, ...extra.map((row) => row.id)].slice(0, maxFavoritesPerUser);
    expect(all).toHaveLength(maxFavoritesPerUser);
    await ctx.database.db
      .insert(beachFavorites)
      .values(all.map((id) => ({ userId: collector.id, beachId: id })));
    const spare = await ctx.database.db
      .insert(beaches)
      .values({ name: 'One too many', slug: 'one-too-many', location: 'Torbay', description: 'x' })
      .returning({ id: beaches.id });
    ctx.app.catalogue.invalidate();
    const refused = await call('PUT', `/api/beaches/${spare[0]!.id}/favorite`, collector.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: favoriteMessages.tooMany });
    // One already saved can still be saved again (idempotent), and its note changed.
    expect(
      (await call('PUT', `/api/beaches/${all[0]}/favorite`, collector.cookie, { notes: 'ok' }))
        .statusCode,
    ).toBe(200);
  });

  it(`holds ${maxFavoritesPerUser} under a burst of parallel saves`, async () => {
    const burster = await createUser(ctx);
    // Enough beaches to fill the list and then some, made up when the catalogue has fewer.
    await ctx.database.db.insert(beaches).values(
      Array.from({ length: maxFavoritesPerUser }, (_, index) => ({
        name: `Burst ${index}`,
        slug: `burst-${index}`,
        location: 'Torbay',
        description: 'x',
      })),
    );
    ctx.app.catalogue.invalidate();
    const ids = (await ctx.database.db.select({ id: beaches.id }).from(beaches)).map((b) => b.id);
    const fill = ids.slice(0, maxFavoritesPerUser - 5);
    await ctx.database.db
      .insert(beachFavorites)
      .values(fill.map((id) => ({ userId: burster.id, beachId: id })));
    const others = ids.filter((id) => !fill.includes(id)).slice(0, 20);
    expect(others).toHaveLength(20);
    const answers = await Promise.all(
      others.map((id) => call('PUT', `/api/beaches/${id}/favorite`, burster.cookie)),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(15);
    expect(await mine(burster.cookie)).toHaveLength(maxFavoritesPerUser);
  });
});
