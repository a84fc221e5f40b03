const formatters = new Map<string, Intl.DateTimeFormat>();

const OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

function formatterFor(lang: string | undefined, timeZone: string | undefined) {
  const key = `${lang ?? ''}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(lang, { ...OPTIONS, ...(timeZone && { timeZone }) });
    } catch {
      // An unknown language tag or time zone: the browser's own still gives a readable time.
      formatter = new Intl.DateTimeFormat(undefined, OPTIONS);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * When a limit resets, a change takes effect or a break ends: date and time with the time zone
 * written out ("27 Nov 2026, 10:00 UTC"), because periods run on UTC days and a player abroad
 * must not guess which midnight is meant. Text that is not a date is shown as given.
 */
export function formatWhen(
  at: string | number,
  lang: string | undefined,
  timeZone?: string,
): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  return formatterFor(lang, timeZone).format(date);
}

/** A number of minutes as the language writes it: "15 minutes", "1 hour", "2 hours". */
export function formatMinutes(minutes: number, lang: string | undefined): string {
  const whole = minutes % 60 === 0 && minutes >= 60;
  const unit = whole ? 'hour' : 'minute';
  const value = whole ? minutes / 60 : minutes;
  try {
    return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  } catch {
    return new Intl.NumberFormat(undefined, { style: 'unit', unit, unitDisplay: 'long' }).format(
      value,
    );
  }
}

/** A span of time in hours and minutes, short units: "1 hr, 25 min" (minutes rounded down). */
export function formatElapsed(ms: number, lang: string | undefined): string {
  const totalMinutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const unit = (value: number, name: 'hour' | 'minute') => {
    try {
      return new Intl.NumberFormat(lang, {
        style: 'unit',
        unit: name,
        unitDisplay: 'short',
      }).format(value);
    } catch {
      return new Intl.NumberFormat(undefined, {
        style: 'unit',
        unit: name,
        unitDisplay: 'short',
      }).format(value);
    }
  };
  if (hours === 0) return unit(minutes, 'minute');
  let list: Intl.ListFormat;
  try {
    list = new Intl.ListFormat(lang, { type: 'unit', style: 'narrow' });
  } catch {
    list = new Intl.ListFormat(undefined, { type: 'unit', style: 'narrow' });
  }
  return list.format([unit(hours, 'hour'), unit(minutes, 'minute')]);
}
