import sanitizeHtml, { type IOptions, type Transformer } from 'sanitize-html';

/** `https://…`, `http://…` or `//…`: a link that leaves the site. */
const isAbsolute = (url: string | undefined) => /^\s*(https?:)?\/\//i.test(url ?? '');

/** Links out get `rel="noopener noreferrer"`; whatever `rel` or `target` the author wrote goes. */
const link: Transformer = (tagName, { rel: _rel, target: _target, ...attribs }) => ({
  tagName,
  attribs: isAbsolute(attribs.href) ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
});

const pixelCount = /^\d{1,4}$/;

/** Sizes are plain pixel counts; images load lazily unless the author asked for `eager`. */
const image: Transformer = (tagName, { width, height, loading, ...attribs }) => ({
  tagName,
  attribs: {
    loading: loading === 'eager' ? 'eager' : 'lazy',
    ...attribs,
    ...Object.fromEntries(
      Object.entries({ width, height }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined && pixelCount.test(entry[1]),
      ),
    ),
  },
});

/**
 * What a blog post's HTML may hold: text structure, links, images and tables, nothing that runs
 * or restyles the page (no script, style, iframe, object, SVG, event handlers, `style`
 * attributes or `javascript:` URLs). Decision 007.
 */
const postPolicy: IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'b',
    'i',
    'del',
    'code',
    'pre',
    'blockquote',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    ol: ['start'],
    th: ['align', 'colspan', 'rowspan', 'scope'],
    td: ['align', 'colspan', 'rowspan'],
  },
  // Fenced code keeps its language (`language-ts`) for a highlighter; no other class survives.
  allowedClasses: { code: [/^language-[a-z0-9+#-]{1,30}$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Dropped with everything inside them, not just their tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'svg',
    'math',
    'template',
    'title',
  ],
  disallowedTagsMode: 'discard',
  parseStyleAttributes: false,
  transformTags: { a: link, img: image },
  // An image whose source was refused (data:, javascript:) would be an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** A post's HTML with only what `postPolicy` allows. Run when a post is saved, never when read. */
export function sanitisePostHtml(html: string): string {
  return sanitizeHtml(html, postPolicy).trim();
}
