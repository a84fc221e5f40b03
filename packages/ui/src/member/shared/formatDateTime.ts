const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An ISO date-time as the page's language writes it (the browser's own without one); text that is
 * not a date is shown as given rather than as "Invalid Date".
 */
export function formatDateTime(iso: string, lang: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = lang ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
