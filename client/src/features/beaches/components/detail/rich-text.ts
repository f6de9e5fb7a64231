/**
 * The little markup a beach description may carry: **bold**, *italic* and blank-line paragraphs.
 * Parsed into a tree of plain strings so React escapes everything; no HTML is ever interpreted.
 */
export type InlineNode = string | { kind: 'strong' | 'em'; children: InlineNode[] };

const emphasis = /\*\*(?=\S)([\s\S]+?)\*\*|\*(?=[^\s*])([^*]+?)\*/g;

export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of text.matchAll(emphasis)) {
    const [whole, bold, italic] = match;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    nodes.push(
      bold !== undefined
        ? { kind: 'strong', children: parseInline(bold) }
        : { kind: 'em', children: [italic ?? ''] },
    );
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** Paragraphs are separated by a blank line; single line breaks stay inside a paragraph. */
export function parseParagraphs(text: string): InlineNode[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map(parseInline);
}
