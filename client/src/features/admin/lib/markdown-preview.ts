import { Marked, type Token, type Tokens } from 'marked';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Relative addresses, and http(s) and mailto: the schemes the server keeps in a post. */
export function isSafeUrl(url: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  const compact = url.replace(/[\p{Cc}\s]/gu, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' || scheme === 'mailto';
}

/**
 * The back office's preview of a post's Markdown, converted as the server converts it (GitHub
 * flavoured). The preview runs in the administrator's own page, so it never runs anything: raw
 * HTML in the Markdown is shown as text (escaped), not as markup, and a link or image whose
 * address has another scheme (javascript:, data:) loses it. The saved post is what the server
 * makes of it: its own converter, then its sanitiser, which keeps a few safe HTML tags.
 */
const previewMarked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
  },
  walkTokens: (token: Token) => {
    if (token.type !== 'link' && token.type !== 'image') return;
    const target = token as Tokens.Link | Tokens.Image;
    if (!isSafeUrl(target.href)) target.href = target.type === 'link' ? '#' : '';
  },
});

export function renderMarkdownPreview(markdown: string): string {
  return previewMarked.parse(markdown, { async: false });
}
