import { Fragment } from 'react';
import { parseParagraphs, type InlineNode } from './rich-text';

function Inline({ nodes }: { nodes: InlineNode[] }) {
  return nodes.map((node, index) => {
    if (typeof node === 'string') {
      const lines = node.split('\n');
      return (
        <Fragment key={index}>
          {lines.map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </Fragment>
      );
    }
    const Tag = node.kind;
    return (
      <Tag key={index} className={node.kind === 'strong' ? 'font-semibold' : undefined}>
        <Inline nodes={node.children} />
      </Tag>
    );
  });
}

/** A beach description with **bold**, *italic* and paragraphs, rendered as React elements. */
export function RichDescription({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {parseParagraphs(text).map((paragraph, index) => (
        <p key={index} className="mb-3 last:mb-0">
          <Inline nodes={paragraph} />
        </p>
      ))}
    </div>
  );
}
