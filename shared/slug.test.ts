import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Anstey’s Cove (Torquay)', 'ansteys-cove-torquay'],
    ['Paignton Paignton Sands', 'paignton-paignton-sands'],
    ['Sandy Bay & Ladram', 'sandy-bay-and-ladram'],
    ['  Café  Beach  ', 'cafe-beach'],
    ["Jacob's Ladder", 'jacobs-ladder'],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
