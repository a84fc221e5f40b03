export { GameCard } from './GameCard';
export type { GameCardProps, GameTile } from './GameCard';
export {
  GAME_CARD_BORDER_PX,
  GAME_CARD_INFO_HEIGHT_PX,
  GAME_CARD_THUMB_RATIO,
} from './GameCard.styles';
export {
  THUMBNAIL_ATTEMPTS,
  THUMBNAIL_RETRY_MS,
  THUMBNAIL_VISIBLE_THRESHOLD,
} from './useLazyThumbnail';
export type { ThumbnailStatus } from './useLazyThumbnail';
