import { cn } from '@/components/ui/class-names';
import './blog-content.css';

/**
 * A post's HTML, rendered as given: the server sanitised it when the post was saved, so
 * it is trusted here. Styled for reading: headings, lists, links, images, quotes.
 */
export function BlogContent({ html, className }: { html: string; className?: string }) {
  return (
    <div className={cn('blog-content', className)} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
