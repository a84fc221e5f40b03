const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An ISO date-time (or epoch ms, as the agent centre's calls send times) as the page's language
 * writes it (the browser's own without one); text that is not a date is shown as given rather than
 * as "Invalid Date".
 */
export function formatDateTime(at: string | number, lang: string | undefined): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  const key = lang ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
