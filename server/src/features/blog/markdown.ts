import { Marked } from 'marked';
import { sanitisePostHtml } from './sanitise';

const markdown = new Marked({ gfm: true });

/**
 * A post's Markdown as the HTML the public reads: converted (GitHub-flavoured: tables, strike-
 * through) and then sanitised, because Markdown lets an author write raw HTML too.
 */
export function postHtmlFromMarkdown(source: string): string {
  return sanitisePostHtml(markdown.parse(source, { async: false }));
}
