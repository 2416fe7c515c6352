import type { ColumnType } from 'kysely';

/**
 * How Kysely reads and writes the columns of every area's tables (server/db/types.ts): numeric columns come back
 * as strings from both drivers and are written as strings or numbers; timestamptz come back as Date.
 */
export type Numeric = ColumnType<string, string | number, string | number>;
export type NumericNull = ColumnType<string | null, string | number | null, string | number | null>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type TimestampNull = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type BigIntId = ColumnType<string | number | null, string | number | null | undefined, string | number | null>;
