import { describe, expect, it } from 'vitest';
import { formatPostDate, publishedDate } from './post-date';

const dated = (isPublished: boolean, publishedAt: string | null) => ({
  isPublished,
  publishedAt,
  createdAt: '2026-01-02T09:00:00.000Z',
});

describe('formatPostDate', () => {
  it('reads day, British short month ("Sept") and year', () => {
    expect(formatPostDate(dated(true, '2026-11-03T10:00:00.000Z'))).toBe('3 Nov 2026');
    expect(formatPostDate(dated(true, '2026-09-19T10:00:00.000Z'))).toBe('19 Sept 2026');
    expect(formatPostDate(dated(true, '2026-06-01T10:00:00.000Z'))).toBe('1 Jun 2026');
  });

  it('gives the day in Devon, not in UTC', () => {
    // 23:30 UTC on 3 September is 00:30 BST on the 4th.
    expect(formatPostDate(dated(true, '2026-09-03T23:30:00.000Z'))).toBe('4 Sept 2026');
  });

  it('calls an unpublished post a Draft, whatever dates it holds', () => {
    expect(formatPostDate(dated(false, null))).toBe('Draft');
    expect(formatPostDate(dated(false, '2026-11-03T10:00:00.000Z'))).toBe('Draft');
    expect(publishedDate(dated(false, '2026-11-03T10:00:00.000Z'))).toBeNull();
  });

  it('falls back to the creation date for a published post without a publishing date', () => {
    expect(formatPostDate(dated(true, null))).toBe('2 Jan 2026');
  });
});
