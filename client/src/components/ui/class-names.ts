/** Joins class names, skipping the falsy ones: `cn('a', isOpen && 'b')`. */
export const cn = (...parts: (string | false | null | undefined)[]) =>
  parts.filter(Boolean).join(' ');
