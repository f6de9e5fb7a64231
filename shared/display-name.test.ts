import { describe, expect, it } from 'vitest';
import { anonymousContributor, displayName, displayNameOf } from './display-name';

describe('displayName', () => {
  it.each([
    ['Sam', 'Tregothnan', 'Sam T.'],
    [' Tamsin ', ' trelawney', 'Tamsin T.'],
    ['Sam', null, 'Sam'],
    ['Sam', '  ', 'Sam'],
    ['Sam', undefined, 'Sam'],
  ])('names %j %j as %j', (first, last, expected) => {
    expect(displayName(first, last)).toBe(expected);
  });

  it('falls back without a first name, never showing the surname alone', () => {
    expect(displayName(null, 'Tregothnan')).toBe(anonymousContributor);
    expect(displayName(' ', null, 'a visitor')).toBe('a visitor');
  });
});

describe('displayNameOf', () => {
  it.each([
    ['Sam Tregothnan', 'Sam T.'],
    ['Mary Ann  smith ', 'Mary S.'],
    ['Sam', 'Sam'],
    ['Sam T.', 'Sam T.'],
    ['', anonymousContributor],
    [null, anonymousContributor],
  ])('names %j as %j', (full, expected) => {
    expect(displayNameOf(full)).toBe(expected);
  });
});
