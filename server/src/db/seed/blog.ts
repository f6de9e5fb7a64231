import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { postHtmlFromMarkdown } from '../../features/blog/markdown';
import { seedDir } from './catalogue';

export const blogDir = path.join(seedDir, 'blog');

const frontMatterSchema = z.object({
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  excerpt: z.string().min(1).max(300),
  author: z.string().min(1),
  tags: z.array(z.string()).default([]),
  publishedAt: z.coerce.date(),
  featuredImage: z.string().nullable().default(null),
});

export interface SeedBlogPost extends z.infer<typeof frontMatterSchema> {
  content: string;
  markdown: string;
}

/**
 * Reads `blog/*.md`: YAML front matter, then the post in Markdown, turned into HTML the way the
 * back office saves a post (converted, then sanitised), and kept so the back office can edit it.
 */
export function readBlogPosts(dir = blogDir): SeedBlogPost[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
      if (!match) throw new Error(`${file}: missing front matter`);
      const meta = frontMatterSchema.parse(parse(match[1]!));
      const markdown = match[2]!.trim();
      return { ...meta, markdown, content: postHtmlFromMarkdown(markdown) };
    });
}
