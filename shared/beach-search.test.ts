import { describe, expect, it } from 'vitest';
import { searchBeaches } from './beach-search';

const beaches = [
  { name: 'Woolacombe Beach', location: 'North Devon' },
  { name: 'Combe Martin', location: 'North Devon' },
  { name: 'Bantham', location: 'South Devon' },
  { name: 'Sandy Bay', location: 'East Devon' },
  { name: 'Broadsands', location: 'Torbay' },
  { name: 'Crackington Haven', location: 'Cornwall' },
  { name: 'Saunton Sands', location: 'North Devon' },
  { name: 'Bude Summerleaze', location: 'Cornwall' },
];
const names = (query: string, limit?: number) =>
  searchBeaches(beaches, query, limit).map((beach) => beach.name);

describe('searchBeaches', () => {
  it('puts names starting with the query first, then other matches, each alphabetically', () => {
    expect(names('sa')).toEqual(['Sandy Bay', 'Saunton Sands']);
    // A later word counts too (Saunton *Sands*), but not the middle of a word (Broadsands).
    expect(names('sand')).toEqual(['Sandy Bay', 'Saunton Sands']);
    // "Combe Martin" starts with it; "Woolacombe" does not (a word must start with the query).
    expect(names('comb')).toEqual(['Combe Martin']);
  });

  it('matches the start of the location or of any word in it', () => {
    expect(names('north')).toEqual(['Combe Martin', 'Saunton Sands', 'Woolacombe Beach']);
    expect(names('devon')).toHaveLength(5);
    expect(names('haven')).toEqual(['Crackington Haven']);
    expect(names('cornwall')).toEqual(['Bude Summerleaze', 'Crackington Haven']);
  });

  it('ignores case, accents and outer spaces, and returns nothing for blank or no match', () => {
    expect(names('  BANTHÁM ')).toEqual(['Bantham']);
    expect(names('   ')).toEqual([]);
    expect(names('xyz')).toEqual([]);
    expect(names('ach')).toEqual([]);
  });

  it('returns at most 10 (or the limit)', () => {
    const many = Array.from({ length: 15 }, (_, index) => ({
      name: `Beach ${String(index).padStart(2, '0')}`,
      location: 'Devon',
    }));
    expect(searchBeaches(many, 'beach')).toHaveLength(10);
    expect(names('devon', 2)).toEqual(['Bantham', 'Combe Martin']);
  });
});
