export { GAME_FRAME_ALLOW, GAME_FRAME_SANDBOX, GameFrame } from './GameFrame';
export type { GameFrameProps } from './GameFrame';
