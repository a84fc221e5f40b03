export { ResponsibleGamingIntro } from './ResponsibleGamingIntro';
export type { ResponsibleGamingIntroProps } from './ResponsibleGamingIntro';
