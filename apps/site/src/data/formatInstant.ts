const formatters = new Map<string, Intl.DateTimeFormat>();

const OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  // A moment that decides when a player may play again is shown with its time zone (RG-09).
  timeZoneName: 'short',
};

function formatterFor(locale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(locale, OPTIONS);
    } catch {
      // A tag Intl does not know (the pseudo-locale): the date as English writes it.
      formatter = new Intl.DateTimeFormat('en', OPTIONS);
    }
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * An ISO 8601 moment (a break's end, a limit's reset) in the player's language and own time zone,
 * the zone named: "27 Nov 2026, 00:00 GMT+8". Text that is not a date is shown as given.
 */
export function formatInstant(locale: string, at: string | number): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  return formatterFor(locale).format(date);
}
