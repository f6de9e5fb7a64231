import { describe, expect, it } from 'vitest';
import { makeBeach } from '@shared/testing/make-beach';
import { filterBeaches } from './admin-beaches';

const woolacombe = makeBeach({ name: 'Woolacombe Beach', location: 'North Devon' });
const bantham = makeBeach({ name: 'Bantham', location: 'South Devon' });
const oddicombe = makeBeach({ name: 'Oddicombe', location: 'Torbay' });
const beaches = [woolacombe, bantham, oddicombe];

describe('filterBeaches', () => {
  it('keeps every beach, in order, for an empty or blank search', () => {
    expect(filterBeaches(beaches, '')).toEqual(beaches);
    expect(filterBeaches(beaches, '   ')).toEqual(beaches);
  });

  it('matches a part of the name, whatever the case', () => {
    expect(filterBeaches(beaches, 'WOOLA')).toEqual([woolacombe]);
    expect(filterBeaches(beaches, 'combe')).toEqual([woolacombe, oddicombe]);
  });

  it('matches a part of the location, whatever the case', () => {
    expect(filterBeaches(beaches, 'devon')).toEqual([woolacombe, bantham]);
    expect(filterBeaches(beaches, 'torBAY')).toEqual([oddicombe]);
  });

  it('trims the search before matching', () => {
    expect(filterBeaches(beaches, '  south devon  ')).toEqual([bantham]);
  });

  it('finds nothing when neither the name nor the location contains the search', () => {
    expect(filterBeaches(beaches, 'Cornwall')).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const list = [...beaches];
    filterBeaches(list, 'bantham');
    expect(list).toEqual(beaches);
  });
});
