/**
 * An `Intl.DateTimeFormat` made when it is first used. The first formatter a page makes loads the
 * locale's date data (about 12 ms here, four times that on a slow phone), which a module that is
 * merely imported, and may format nothing on this page, should not cost at start-up.
 */
export function lazyDateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => (formatter ??= new Intl.DateTimeFormat(locale, options));
}
