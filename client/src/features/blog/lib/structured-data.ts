// One builder for both sides: the server puts the same data in the HTML it sends (share previews).
export {
  absoluteUrl,
  blogDescription,
  blogJsonLd,
  blogPostPath,
  blogPostingJsonLd,
  plainTextSnippet,
  postDescription,
  serializeJsonLd,
} from '@shared/blog-structured-data';
