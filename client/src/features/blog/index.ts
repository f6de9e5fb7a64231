/** What other features may use of the blog: the post renderer and the query keys to refresh. */
export { blogKeys } from './api/blog';
export { BlogContent } from './components/blog-content';
