import type { Database } from '../db';

export interface Merchant {
  code: string;
  name: string;
}

/** 0 normal, 1 maintenance, 2 region restriction — the codes of /wps/system/status. */
export type SystemStatusCode = 0 | 1 | 2;

export interface SystemStatus {
  status: SystemStatusCode;
  /** ISO time the maintenance is expected to end, when known. */
  maintenanceEnd: string | null;
  message: string | null;
}

export function findMerchant(db: Database, code: string): Merchant | undefined {
  return db.get<Merchant>('SELECT code, name FROM merchants WHERE code = ?', [code]);
}

export function getSystemStatus(db: Database, merchant: string): SystemStatus {
  const row = db.get<{ status: number; maintenance_end: string | null; message: string | null }>(
    'SELECT status, maintenance_end, message FROM system_status WHERE merchant = ?',
    [merchant],
  );
  // A merchant added without a status row is simply open for business.
  if (!row) return { status: 0, maintenanceEnd: null, message: null };
  return {
    status: toStatusCode(row.status),
    maintenanceEnd: row.maintenance_end,
    message: row.message,
  };
}

export function setSystemStatus(db: Database, merchant: string, status: SystemStatus): void {
  db.run(
    `INSERT INTO system_status (merchant, status, maintenance_end, message)
     VALUES (:merchant, :status, :end, :message)
     ON CONFLICT (merchant) DO UPDATE SET
       status = excluded.status, maintenance_end = excluded.maintenance_end, message = excluded.message`,
    { merchant, status: status.status, end: status.maintenanceEnd, message: status.message },
  );
}

function toStatusCode(value: number): SystemStatusCode {
  // The table's CHECK constraint already holds this; the guard keeps the type honest.
  if (value === 1 || value === 2) return value;
  return 0;
}
