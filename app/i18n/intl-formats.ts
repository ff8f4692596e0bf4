/**
 * Intl formatters, made once per locale and options. Making one costs tens of microseconds (it loads locale data);
 * a portal page formats dozens of dates and amounts, and a profile of the dashboard put these constructors among
 * its hottest functions. The formatters are immutable, so sharing them is safe.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function madeOnce<Formatter, Options>(
  made: Map<string, Formatter>,
  locale: string,
  options: Options | undefined,
  make: () => Formatter,
): Formatter {
  const key = `${locale}|${JSON.stringify(options ?? {})}`;
  let formatter = made.get(key);
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return madeOnce(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return madeOnce(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}
