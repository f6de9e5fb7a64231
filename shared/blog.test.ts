import { describe, expect, it } from 'vitest';
import { blogReadingTime, readingWordsPerMinute } from './blog';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`);

describe('blogReadingTime', () => {
  it('counts the words of the post, not its markup', () => {
    const paragraphs = words(5 * readingWordsPerMinute).map(
      (word) => `<p><strong>${word}</strong></p>`,
    );
    expect(blogReadingTime(`<h2>Title</h2>${paragraphs.join('\n')}`)).toBe('5 min read');
  });

  it('rounds to the nearest minute, a minute at least', () => {
    expect(blogReadingTime(words(Math.floor(2.4 * readingWordsPerMinute)).join(' '))).toBe(
      '2 min read',
    );
    expect(blogReadingTime(words(Math.ceil(2.6 * readingWordsPerMinute)).join(' '))).toBe(
      '3 min read',
    );
    expect(blogReadingTime('<p>Short.</p>')).toBe('1 min read');
    expect(blogReadingTime('')).toBe('1 min read');
  });
});
