/**
 * The chat room's address (the site configuration's CHATROOM resource) as the site will frame
 * it, or null: http(s) only, and never the site's own origin, where the frame's scripts would
 * have the site's rights (ui's CHAT_ROOM_SANDBOX allows scripts on the room's own origin).
 */
export function chatRoomUrl(url: string | undefined, siteOrigin: string): string | null {
  if (url === undefined) return null;
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    if (parsed.username !== '' || parsed.password !== '') return null;
    return parsed.origin === siteOrigin ? null : parsed.href;
  } catch {
    return null;
  }
}
