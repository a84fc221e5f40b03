// Kept for earlier imports; the system schemas live with the other areas in schemas/system.ts.
export { SYSTEM_STATUS, systemStatusResponseSchema, systemStatusSchema } from './schemas/system';
export type { SystemStatus } from './schemas/system';
