import type { Beach } from '@shared/beaches';
import { makeBeach as makeTestBeach } from '@shared/testing/make-beach';

/** A plain year-round beach for component tests; override what a test is about. */
export const makeBeach = (overrides: Partial<Beach> = {}): Beach =>
  makeTestBeach({
    id: 1,
    slug: 'bantham',
    name: 'Bantham',
    postcode: 'TQ7 3AN',
    description: 'A wide sandy beach.',
    accessInfo: 'Dogs welcome all year.',
    beachCharacteristics: '["sandy-beach","surf"]',
    hasParking: true,
    hasBeachCafe: true,
    ...overrides,
  });
