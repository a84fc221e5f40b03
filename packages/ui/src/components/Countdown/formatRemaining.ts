export interface RemainingParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole seconds left, rounded up so the display reaches 00:00 exactly at the end time. */
export function secondsLeft(endMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endMs - nowMs) / 1000));
}

export function splitSeconds(total: number): RemainingParts {
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => n.toString().padStart(2, '0');

/** `mm:ss` under an hour, `hh:mm:ss` under a day; the day count is added by the component. */
export function clockText({ hours, minutes, seconds, days }: RemainingParts): string {
  return days > 0 || hours > 0
    ? `${two(hours)}:${two(minutes)}:${two(seconds)}`
    : `${two(minutes)}:${two(seconds)}`;
}

/** ISO 8601 duration for `<time datetime>`: `P1DT2H3M4S`. */
export function isoDuration({ days, hours, minutes, seconds }: RemainingParts): string {
  return `P${days > 0 ? `${days}D` : ''}T${hours}H${minutes}M${seconds}S`;
}
