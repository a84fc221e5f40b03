import * as v from 'valibot';
import { envelopeSchema } from './envelope';

/** 0 normal, 1 maintenance (with an optional end time), 2 region restriction (with the visitor IP). */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

export const systemStatusSchema = v.variant('status', [
  v.object({ status: v.literal(SYSTEM_STATUS.normal) }),
  v.object({ status: v.literal(SYSTEM_STATUS.maintenance), endTime: v.optional(v.string()) }),
  v.object({ status: v.literal(SYSTEM_STATUS.regionRestricted), ip: v.optional(v.string()) }),
]);

export type SystemStatus = v.InferOutput<typeof systemStatusSchema>;

export const systemStatusResponseSchema = envelopeSchema(systemStatusSchema);
