export { SecurityCentre } from './SecurityCentre';
export type { LoginRecord, SecurityCentreProps, SecurityProfile } from './SecurityCentre';
