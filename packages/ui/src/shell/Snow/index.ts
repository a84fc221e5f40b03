export { Snow, SNOW_MAX_FLAKES, snowFlakes } from './Snow';
export type { SnowProps } from './Snow';
