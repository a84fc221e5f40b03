/**
 * SMS send countdowns (doc 1 §4 SMS send, §9): the button waits expiredMinutes x 60 seconds, one
 * minute for a code sent by a social-auth provider. The forgot-password countdown starts offset by
 * half the time the request took, so it ends close to when the server's own window ends.
 */
export const SOCIAL_AUTH_SMS_SECONDS = 60;
/** Used when the server answers no usable expiry. */
export const FALLBACK_SMS_SECONDS = 60;

export function smsCountdownSeconds(
  expiredMinutes: number | null | undefined,
  { socialAuth = false }: { socialAuth?: boolean } = {},
): number {
  if (socialAuth) return SOCIAL_AUTH_SMS_SECONDS;
  if (typeof expiredMinutes !== 'number' || !Number.isFinite(expiredMinutes) || expiredMinutes <= 0)
    return FALLBACK_SMS_SECONDS;
  return Math.round(expiredMinutes * 60);
}

/**
 * The forgot-password countdown's start: the full countdown less half the request's round trip
 * (the server started its window somewhere in the middle of it), never below one second.
 */
export function offsetCountdownSeconds(fullSeconds: number, requestMs: number): number {
  const elapsed = Math.max(0, requestMs) / 2000;
  return Math.max(1, Math.round(fullSeconds - elapsed));
}
