/**
 * Remember me (doc 1 §9): the last user name for 24 hours, in a cookie that holds the name and
 * nothing else. The password is left to the browser's password manager (docs/quality.md, security
 * table). SameSite=Strict; Secure wherever the page itself is served over https.
 */
const COOKIE = 'lobby.rememberedUser';
export const REMEMBER_SECONDS = 24 * 60 * 60;

function secureAttribute(): string {
  return window.location.protocol === 'https:' ? '; Secure' : '';
}

export function readRememberedUser(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== COOKIE) continue;
    try {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? null : value;
    } catch {
      return null;
    }
  }
  return null;
}

export function rememberUser(username: string): void {
  document.cookie = `${COOKIE}=${encodeURIComponent(username)}; Max-Age=${REMEMBER_SECONDS}; Path=/; SameSite=Strict${secureAttribute()}`;
}

export function forgetRememberedUser(): void {
  document.cookie = `${COOKIE}=; Max-Age=0; Path=/; SameSite=Strict${secureAttribute()}`;
}
