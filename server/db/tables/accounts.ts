import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, TimestampNull, BigIntId } from './column-types.ts';

/**
 * Accounts and sign-in: users, refresh tokens, phone codes, used Telegram hashes (migration 0004).
 */
export interface UsersTable {
  id: Generated<number>;
  phone: string | null;
  email: string | null;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  username: string | null;
  telegram_id: BigIntId;
  firebase_uid: string | null;
  phone_verified: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0016: null for a customer; staff are 'manager' or 'owner'. */
  staff_role: Generated<StaffRole | null>;
  /** Migration 0018: notices also go to the shopper's Telegram chat (off by default). */
  telegram_notices: Generated<boolean>;
  /** Migration 0018: the language of the notices sent to Telegram (the last profile change's). */
  language: Generated<'ru' | 'en'>;
}

export type StaffRole = 'manager' | 'owner';

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  family_started_at: Timestamp;
  expires_at: Timestamp;
  rotated_at: TimestampNull;
  revoked_at: TimestampNull;
  created_at: Timestamp;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: TimestampNull;
  created_at: Timestamp;
  /** Why it was sent (migration 0004): 'sign_in' (phone step), 'login' or 'register' (after a password). */
  purpose: ColumnType<CodePurpose, CodePurpose | undefined, CodePurpose>;
  /** The account a 'login' or 'register' code confirms. */
  user_id: number | null;
}

export type CodePurpose = 'sign_in' | 'login' | 'register';

export interface TelegramAuthHashesTable {
  hash: string;
  used_at: Timestamp;
}
