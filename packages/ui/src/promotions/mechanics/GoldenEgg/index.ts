export { GoldenEgg } from './GoldenEgg';
export type { EggResult, GoldenEggProps } from './GoldenEgg';
