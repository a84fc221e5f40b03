export { createApp } from './app';
export type { AppOptions } from './app';
export { openDatabase } from './db';
export type {
  Database,
  Migration,
  MigrationContext,
  OpenOptions,
  Row,
  RunResult,
  SqlParams,
  SqlValue,
} from './db';
export { migrations } from './db/migrations';
export { ApiError, ok, fail, readJson } from './http/envelope';
export type { Envelope } from './http/envelope';
export { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './http/security';
export { findMerchant, getSystemStatus, setSystemStatus } from './store/system';
export type { Merchant, SystemStatus, SystemStatusCode } from './store/system';
export { resetToSeed, seedContent, seedDatabase, SEED_MERCHANTS, SEED_STEPS } from './seed';
export type { SeedStep } from './seed';
export { consumeNonce, hitRateLimit, issueNonce, NONCE_TTL_SECONDS } from './store/security';
export type { RateLimitResult, RateLimitRule } from './store/security';
export { listOutbox, sendMessage } from './store/outbox';
export type { Channel, OutboxMessage } from './store/outbox';
export { checkRateLimit, DEFAULT_RATE_LIMITS, rateLimit } from './http/rateLimit';
export type { RateLimits } from './http/rateLimit';
export { DEMO_ACCOUNTS, DEMO_AFFILIATE_CODES, DEMO_KNOWN_IP, seedAccounts } from './seed';
export type { DemoAccount, DemoAccountName } from './seed';
export { peekCaptcha } from './store/captcha';
export { totpCode } from './auth/totp';
