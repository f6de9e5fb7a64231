import type { DogStatus } from '@shared/dog-rules';
import type { Favorite } from '@shared/favorites';
import { makeDogStatus } from '@shared/testing/make-beach';

/** A favourite's fields to set; `beach` replaces Croyde whole, `dogStatus` only its status. */
type FavoriteOverrides = Partial<Favorite> & { dogStatus?: Partial<DogStatus> };

/** Croyde Bay (id 3) in My beaches, with its next low tide; pass only what the test is about. */
export const makeFavorite = ({ dogStatus, ...overrides }: FavoriteOverrides = {}): Favorite => ({
  beachId: 3,
  notes: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  beach: {
    id: 3,
    slug: 'croyde-bay',
    name: 'Croyde Bay',
    location: 'North Devon',
    imageUrl: null,
    dogStatus: makeDogStatus({ checkedOn: '2026-02', ...dogStatus }),
  },
  nextLowTide: { time: '2026-11-20T14:32:00.000Z', type: 'low', height: 0.84 },
  ...overrides,
});
