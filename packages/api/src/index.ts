export { envelopeSchema } from './envelope';
export type { Envelope } from './envelope';
export { paths } from './paths';
export type { PathName } from './paths';
export { SYSTEM_STATUS, systemStatusResponseSchema, systemStatusSchema } from './system';
export type { SystemStatus } from './system';
