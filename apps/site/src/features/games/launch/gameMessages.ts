import { parseGameMessage, type GameMessage } from '@lobby/api';

/**
 * A message from the game in the frame, or null. Any window can post to the site: only one from
 * the launched game's origin AND from the frame's own window is read (another frame of the same
 * vendor, or a page that opened the site, is ignored), and its data is parsed before use.
 */
export function acceptGameMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  launchUrl: string,
  frame: HTMLIFrameElement | null,
): GameMessage | null {
  const gameWindow = frame?.contentWindow ?? null;
  if (gameWindow === null || event.source !== gameWindow) return null;
  if (event.origin !== new URL(launchUrl).origin) return null;
  return parseGameMessage(event.data);
}
