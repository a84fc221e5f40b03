export { JackpotCounter } from './JackpotCounter';
export type { JackpotCounterProps } from './JackpotCounter';
