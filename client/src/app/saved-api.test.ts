import { describe, expect, it } from 'vitest';
import { savedApiPath, savedApiUrlsOf } from './saved-api';

describe('savedApiPath', () => {
  it.each([
    '/api/beaches',
    '/api/beaches/woolacombe',
    '/api/beaches/woolacombe/day',
    '/api/beaches/12/reviews',
    '/api/tides',
    '/api/tides/station',
    '/api/stats',
    '/api/config',
    '/api/site',
    '/api/blog',
    '/api/blog/a-post',
  ])('keeps the public answer %s', (path) => {
    expect(savedApiPath.test(path)).toBe(true);
  });

  it.each([
    '/api/auth/user',
    '/api/auth/session',
    '/api/admin/beaches',
    '/api/admin/me',
    '/api/admin/session',
    '/api/my/reviews',
    '/api/login',
    '/api/captcha',
    '/api/contact',
    '/api/beachesx',
    '/uploads/beaches/a.webp',
  ])('never keeps %s', (path) => {
    expect(savedApiPath.test(path)).toBe(false);
  });
});

describe('savedApiUrlsOf', () => {
  it('picks this origin’s public API calls once each, with their queries', () => {
    const origin = 'https://dogs.example';
    const entries = [
      { name: `${origin}/assets/index-abc.js` },
      { name: `${origin}/api/beaches` },
      { name: `${origin}/api/beaches` },
      { name: `${origin}/api/tides?lat=50.1&lng=-4.2&date=2025-06-01` },
      { name: `${origin}/api/auth/user` },
      { name: 'https://a.tile.openstreetmap.org/1/2/3.png' },
      { name: 'https://elsewhere.example/api/beaches' },
    ];
    expect(savedApiUrlsOf(entries, origin)).toEqual([
      `${origin}/api/beaches`,
      `${origin}/api/tides?lat=50.1&lng=-4.2&date=2025-06-01`,
    ]);
  });
});
