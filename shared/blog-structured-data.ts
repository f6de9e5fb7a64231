import { blogName, type BlogPost } from './blog';

/**
 * The blog's descriptions and schema.org data (JSON-LD), built the same way by the client (React
 * puts them in the page) and by the server (in the HTML a crawler or a messenger gets).
 */

/** The blog's own description: the list page's meta description and its structured data. */
export const blogDescription =
  'Guides and tips for days out with your dog on the Devon coast: where dogs are welcome, seasonal bans, tides and safety.';

export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

type DatedPost = Pick<BlogPost, 'isPublished' | 'publishedAt' | 'createdAt'>;

/** When a post went out, or null for a draft: a post has a published date or shows as Draft. */
export const publishedDate = (post: DatedPost): string | null =>
  post.isPublished ? (post.publishedAt ?? post.createdAt) : null;

/** A site path or a full address as an absolute URL on `origin` (structured data wants them whole). */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  try {
    return new URL(pathOrUrl, origin).href;
  } catch {
    return pathOrUrl;
  }
}

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  pound: '£',
  copy: '©',
};

function codePoint(value: number): string {
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff
    ? String.fromCodePoint(value)
    : '\uFFFD';
}

/** Character references in sanitised HTML text (`&amp;`, `&#39;`, `&#x2019;`, …) as the characters. */
export const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      return codePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    }
    return namedEntities[name.toLowerCase()] ?? whole;
  });

/**
 * The post's words without markup, cut at a word near `length`: a description for a post without
 * an excerpt. Works on the server too (no DOM): the post's HTML was sanitised when it was saved,
 * so it holds no script, style or comments whose text could leak in.
 */
export function plainTextSnippet(html: string, length = 160): string {
  // A block's end is a word break ("<h2>Tides</h2><p>Check" reads "Tides Check").
  const spaced = html.replace(
    /<\/(p|h[1-6]|li|blockquote|figcaption|td|th|div)>|<br\s*\/?>/gi,
    '$& ',
  );
  const text = decodeEntities(spaced.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** What a search engine reads as the post's summary: its excerpt, else its opening words. */
export const postDescription = (post: Pick<BlogPost, 'excerpt' | 'content'>) =>
  post.excerpt?.trim() || plainTextSnippet(post.content);

export type JsonLd = Record<string, unknown>;

const person = (name: string) => ({ '@type': 'Person', name });

/** schema.org `Blog` for /blog, its published posts as `blogPost` and as an `ItemList`. */
export function blogJsonLd(posts: BlogPost[], origin: string): JsonLd {
  const published = posts.filter((post) => publishedDate(post) !== null);
  const url = absoluteUrl('/blog', origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': url,
    url,
    name: blogName,
    description: blogDescription,
    blogPost: published.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: absoluteUrl(blogPostPath(post.slug), origin),
      datePublished: publishedDate(post),
      author: person(post.author),
      ...(post.excerpt ? { description: post.excerpt } : {}),
      ...(post.featuredImage ? { image: absoluteUrl(post.featuredImage, origin) } : {}),
    })),
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: published.map((post, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(blogPostPath(post.slug), origin),
        name: post.title,
      })),
    },
  };
}

/** schema.org `BlogPosting` for /blog/{slug}. */
export function blogPostingJsonLd(post: BlogPost, origin: string): JsonLd {
  const url = absoluteUrl(blogPostPath(post.slug), origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: postDescription(post),
    datePublished: publishedDate(post) ?? post.createdAt,
    dateModified: post.updatedAt,
    author: person(post.author),
    ...(post.featuredImage ? { image: absoluteUrl(post.featuredImage, origin) } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    isPartOf: { '@type': 'Blog', name: blogName, url: absoluteUrl('/blog', origin) },
  };
}

/**
 * JSON for a <script type="application/ld+json">: `<` is escaped so no text in a post (a title
 * holding "</script>") can end the script element early.
 */
export const serializeJsonLd = (data: JsonLd) => JSON.stringify(data).replace(/</g, '\\u003c');
