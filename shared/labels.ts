/** "october" → "October". */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A label for each value: the value capitalised ("sunny" → "Sunny"). */
export const capitalisedLabels = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, capitalise(value)])) as Record<T, string>;
