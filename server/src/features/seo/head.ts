import { amenityFlags, type AmenityFlag, type Beach } from '@shared/beaches';
import { blogName, blogMessages, type BlogPost } from '@shared/blog';
import {
  absoluteUrl,
  blogDescription,
  blogJsonLd,
  blogPostPath,
  blogPostingJsonLd,
  postDescription,
  publishedDate,
  serializeJsonLd,
  type JsonLd,
} from '@shared/blog-structured-data';
import { dogDayStatus, formatWeekdayDayMonth } from '@shared/dog-rules';
import type { LocalDate } from '@shared/london-time';
import { formatPageTitle, siteName } from '@shared/page-title';
import { planDayName, planPageName } from '@shared/plan-page';
import { findPlace } from '@shared/places';
import { ogFormatFor, ogHeight, ogVersion, ogWidth, siteOgVersion } from './og-image';

/** What the server puts in a page's <head>: everything a crawler or a messenger reads. */
export interface PageHead {
  /** 404 for a page that does not exist (the client shows its not-found page all the same). */
  status: 200 | 404;
  /** The same text the client's page sets, so nothing flickers on load. */
  title: string;
  description: string;
  /** Site path of the page's one address (a beach reached by id points at its slug); none for 404s. */
  canonicalPath: string | null;
  /** Pages no search engine should list: accounts, the back office, not-found pages. */
  noindex: boolean;
  og: {
    type: 'website' | 'article';
    title: string;
    /** Absolute URL, or a site path made absolute with the public URL. */
    image: { url: string; width?: number; height?: number; alt: string };
    publishedTime?: string | null;
    modifiedTime?: string;
  };
  jsonLd: JsonLd[];
}

/** The home page's description: the same words as client/index.html. */
export const siteDescription =
  'Where on the coast of Devon your dog is welcome, when, and what you will find there: dog rules, tides, parking and cafes for every dog-friendly beach.';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * The tags for <head>, every value escaped; JSON-LD with `<` escaped (no `</script>` breakout).
 * The JSON-LD blocks are marked `data-server-head`: a client page that renders its own structured
 * data (the blog's) takes their place (client/src/features/blog/components/page-meta.tsx).
 */
export function renderHead(head: PageHead, origin: string): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined | null) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />` : '';
  const canonical = head.canonicalPath ? absoluteUrl(head.canonicalPath, origin) : null;
  const image = head.og.image;
  const imageUrl = absoluteUrl(image.url, origin);
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', 'en_GB'),
    meta('property', 'og:type', head.og.type),
    meta('property', 'og:title', head.og.title),
    meta('property', 'og:description', head.description),
    canonical ? meta('property', 'og:url', canonical) : '',
    meta('property', 'og:image', imageUrl),
    image.width ? meta('property', 'og:image:width', String(image.width)) : '',
    image.height ? meta('property', 'og:image:height', String(image.height)) : '',
    meta('property', 'og:image:alt', image.alt),
    meta('property', 'article:published_time', head.og.publishedTime),
    meta('property', 'article:modified_time', head.og.modifiedTime),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.og.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', image.alt),
    ...head.jsonLd.map(
      (data) =>
        `<script type="application/ld+json" data-server-head>${serializeJsonLd(data)}</script>`,
    ),
  ]
    .filter(Boolean)
    .join('\n    ');
}

const siteImage = {
  url: `/og/site.png?v=${siteOgVersion}`,
  width: ogWidth,
  height: ogHeight,
  alt: `${siteName}: a drawn beach`,
};

type Crumb = [name: string, path: string];

function breadcrumbs(crumbs: Crumb[], origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(path, origin),
    })),
  };
}

const home: Crumb = ['Home', '/'];
const allBeaches: Crumb = ['Beaches', '/beaches'];
const blog: Crumb = ['Blog', '/blog'];

/** A page with nothing of its own to say: the site's description and picture. */
function plainPage(
  title: string,
  options: { path: string | null; noindex?: boolean; description?: string; crumbs?: Crumb[] },
  origin: string,
): PageHead {
  return {
    status: 200,
    title,
    description: options.description ?? siteDescription,
    canonicalPath: options.noindex ? null : options.path,
    noindex: options.noindex ?? false,
    og: { type: 'website', title, image: siteImage },
    jsonLd: options.crumbs ? [breadcrumbs(options.crumbs, origin)] : [],
  };
}

export function homeHead(origin: string): PageHead {
  const url = absoluteUrl('/', origin);
  return {
    ...plainPage(formatPageTitle(), { path: '/' }, origin),
    og: { type: 'website', title: siteName, image: siteImage },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        '@id': `${url}#website`,
        url,
        name: siteName,
        description: siteDescription,
        inLanguage: 'en-GB',
        // The beach list reads its search from `q` (client/src/features/beaches/lib/list-state.ts).
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${absoluteUrl('/beaches', origin)}?q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

export const beachesHead = (origin: string): PageHead =>
  plainPage(
    formatPageTitle('All beaches'),
    {
      path: '/beaches',
      description:
        'Every beach on the Devon coast and just over its borders with its dog rule today: year-round, seasonal bans and leads, with parking, cafes and walks.',
      crumbs: [home, allBeaches],
    },
    origin,
  );

/**
 * The plan page's head: a shared plan's preview says its day and place (a place of our table
 * only, never the link's raw text); every plan's one address for search engines is /plan.
 */
export function planHead(query: URLSearchParams, origin: string): PageHead {
  const day = planDayName(query.get('date'));
  const typed = query.get('from')?.trim();
  const place = typed ? findPlace(typed)?.place.name : undefined;
  const when = [day && `on ${day}`, place && `near ${place}`].filter(Boolean).join(' ');
  const name = planPageName(query);
  return plainPage(
    formatPageTitle(name),
    {
      path: '/plan',
      description: when
        ? `Where a dog can walk on the Devon coast ${when}: the beaches where dogs are allowed in daylight, at low tide if you like, each on one time line.`
        : 'Plan a dog walk on the Devon coast: choose a day, your hours and where you start, and see every beach where dogs are allowed then, in daylight and at low tide, on one time line.',
      crumbs: [home, [name, '/plan']],
    },
    origin,
  );
}

const amenityNames: Record<AmenityFlag, string> = {
  hasParking: 'Parking',
  hasFacilities: 'Facilities (toilets)',
  hasFreshWater: 'Fresh Water',
  hasBeachCafe: 'Beach Cafe',
  hasLifeguards: 'Lifeguards',
  hasDogWalks: 'Dog Walks',
};

const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** Cuts at a word so the whole stays near `length` characters. */
function clip(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * The beach's dog rule in words first (what a messenger's preview shows), then the rest:
 * "Dogs allowed all year at Bantham Beach, South Devon. Ban starts 1 May. A sandy beach …".
 */
export function beachDescription(beach: Beach): string {
  const status = beach.dogStatus;
  const place = `${beach.name}, ${beach.location}`;
  const yearRound = beach.accessType === 'year-round';
  let rule: string;
  if (yearRound && status.today === 'Dogs allowed today' && !status.nextChange) {
    rule = `Dogs allowed all year at ${place}.`;
  } else if (yearRound && status.today === 'Dogs on leads today' && !status.nextChange) {
    rule = `Dogs on leads all year at ${place}.`;
  } else if (status.today.startsWith('Dog rules vary')) {
    rule = `Dog rules vary at ${place}: check local signs.`;
  } else if (status.today === 'No dogs') {
    rule = `No dogs at ${place}.`;
  } else {
    rule = `${status.today} at ${place}.`;
  }
  const next = status.nextChange ? ` ${sentence(status.nextChange.text)}` : '';
  const about = beach.description.replace(/\s+/g, ' ').trim();
  const head = `${rule}${next}`;
  return about ? clip(`${head} ${about}`, Math.max(200, head.length + 40)) : head;
}

/** The beach's picture for previews and structured data: a 1200x630 render of its photo or drawing. */
export function beachImageUrl(beach: Beach, uploadDir: string): string {
  const extension = ogFormatFor(beach, uploadDir) === 'jpeg' ? 'jpg' : 'png';
  return `/og/beach/${encodeURIComponent(beach.slug)}.${extension}?v=${ogVersion(beach)}`;
}

const coordinate = (value: string | null) => {
  const number = value === null ? NaN : Number(value);
  return Number.isFinite(number) ? number : null;
};

/** schema.org `Beach`: where it is, what it has, its rating and its dog rule today. */
export function beachJsonLd(beach: Beach, image: string, origin: string): JsonLd {
  const url = absoluteUrl(`/beach/${encodeURIComponent(beach.slug)}`, origin);
  const latitude = coordinate(beach.latitude);
  const longitude = coordinate(beach.longitude);
  const sameAs = [
    beach.website,
    beach.facebookUrl,
    beach.instagramUrl,
    beach.twitterUrl,
    beach.youtubeUrl,
  ].filter((link): link is string => !!link && /^https?:\/\//i.test(link));
  return {
    '@context': 'https://schema.org',
    '@type': 'Beach',
    '@id': url,
    url,
    name: beach.name,
    description: beach.description,
    image: absoluteUrl(image, origin),
    ...(latitude !== null && longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude, longitude } }
      : {}),
    address: {
      '@type': 'PostalAddress',
      addressRegion: beach.location,
      addressCountry: 'GB',
      ...(beach.fullAddress ? { streetAddress: beach.fullAddress } : {}),
      ...(beach.postcode ? { postalCode: beach.postcode } : {}),
    },
    ...(beach.phone ? { telephone: beach.phone } : {}),
    publicAccess: true,
    amenityFeature: [
      ...amenityFlags.map((flag) => ({
        '@type': 'LocationFeatureSpecification',
        name: amenityNames[flag],
        value: beach[flag],
      })),
      {
        '@type': 'LocationFeatureSpecification',
        name: 'Dogs allowed today',
        value: beach.dogStatus.allowedToday,
        description: beach.dogStatus.today,
      },
    ],
    ...(beach.totalReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: beach.averageRating,
            reviewCount: beach.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/**
 * "On Wed 15 Jul 2026: dogs banned 10am–6pm at Woolacombe, North Devon.": a shared link to a
 * beach on a chosen day says that day's rule first.
 */
export function beachDayDescription(beach: Beach, day: LocalDate): string {
  const { text } = dogDayStatus(beach, day);
  const head = `On ${formatWeekdayDayMonth(day)} ${day.year}: ${text.charAt(0).toLowerCase()}${text.slice(1)} at ${beach.name}, ${beach.location}.`;
  const about = beach.description.replace(/\s+/g, ' ').trim();
  return about ? clip(`${head} ${about}`, Math.max(200, head.length + 40)) : head;
}

/** A beach page's head; `day` (other than today) when its address names one. */
export function beachHead(
  beach: Beach,
  origin: string,
  uploadDir: string,
  day: LocalDate | null = null,
): PageHead {
  const path = `/beach/${encodeURIComponent(beach.slug)}`;
  const image = beachImageUrl(beach, uploadDir);
  const name = day ? `${beach.name} on ${formatWeekdayDayMonth(day)} ${day.year}` : beach.name;
  return {
    status: 200,
    title: formatPageTitle(name),
    description: day ? beachDayDescription(beach, day) : beachDescription(beach),
    canonicalPath: path,
    noindex: false,
    og: {
      type: 'website',
      title: name,
      image: {
        url: image,
        width: ogWidth,
        height: ogHeight,
        alt: `${beach.name}, ${beach.location}: ${beach.dogStatus.today}`,
      },
    },
    jsonLd: [
      beachJsonLd(beach, image, origin),
      breadcrumbs([home, allBeaches, [beach.name, path]], origin),
    ],
  };
}

export const blogHead = (posts: BlogPost[], origin: string): PageHead => ({
  ...plainPage(blogName, { path: '/blog', description: blogDescription }, origin),
  jsonLd: [blogJsonLd(posts, origin), breadcrumbs([home, blog], origin)],
});

export function postHead(post: BlogPost, origin: string): PageHead {
  const path = blogPostPath(post.slug);
  return {
    status: 200,
    title: `${post.title} | ${blogName}`,
    description: postDescription(post),
    canonicalPath: path,
    noindex: false,
    og: {
      type: 'article',
      title: post.title,
      image: post.featuredImage
        ? { url: post.featuredImage, alt: post.title }
        : { ...siteImage, alt: `${post.title}: ${blogName}` },
      publishedTime: publishedDate(post),
      modifiedTime: post.updatedAt,
    },
    jsonLd: [
      blogPostingJsonLd(post, origin),
      breadcrumbs([home, blog, [post.title, path]], origin),
    ],
  };
}

/** A page that does not exist: the title its not-found screen sets, status 404, not indexed. */
export function notFoundHead(title: string, origin: string): PageHead {
  return { ...plainPage(title, { path: null, noindex: true }, origin), status: 404 };
}

export const pageNotFoundTitle = formatPageTitle('404 Page Not Found');
export const beachNotFoundTitle = formatPageTitle('Beach Not Found');
export const postNotFoundTitle = `${blogMessages.notFoundTitle} | ${blogName}`;

/**
 * The pages without data of their own, by path, with the title their client page sets
 * (client/src/app/routes/*.tsx). Account and back-office pages are not for search engines.
 */
export const staticPages: Record<
  string,
  { title: (query: URLSearchParams) => string; noindex?: boolean; description?: string }
> = {
  '/contact': {
    title: () => formatPageTitle('Contact Us'),
    description:
      'Contact Devon Dog Beaches: a correction to a dog rule, a beach we are missing, or a question.',
  },
  '/auth': {
    title: (query) =>
      formatPageTitle(query.get('tab') === 'signup' ? 'Create your account' : 'Sign in'),
    noindex: true,
  },
  '/forgot-password': { title: () => formatPageTitle('Forgot your password?'), noindex: true },
  '/reset-password': { title: () => formatPageTitle('Choose a new password'), noindex: true },
  '/profile': { title: () => formatPageTitle('Your profile'), noindex: true },
  '/community/upload': { title: () => formatPageTitle('Upload Photos'), noindex: true },
  '/community/feedback': { title: () => formatPageTitle('Share your feedback'), noindex: true },
  '/admin/login': { title: () => formatPageTitle('Administrator Login'), noindex: true },
  '/admin': { title: () => formatPageTitle('Admin Dashboard'), noindex: true },
  '/admin/dashboard': { title: () => formatPageTitle('Admin Dashboard'), noindex: true },
};

export function staticHead(pathname: string, query: URLSearchParams, origin: string) {
  const page = staticPages[pathname];
  if (!page) return null;
  return plainPage(
    page.title(query),
    { path: pathname, noindex: page.noindex ?? false, description: page.description },
    origin,
  );
}
