import { resolve } from 'node:path';

/**
 * Everything the server reads from the environment, parsed once. Secrets never have a committed default in
 * production: JWT_SECRET must be set there (development generates a per-process one and says so).
 */
export interface Config {
  port: number;
  host: string;
  /** Embedded database and uploaded photos live here (./data by default). */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  nodeEnv: string;
  isProduction: boolean;
  logLevel: string;
  /** Directory of the built SPA (vite build output). */
  clientDir: string;
  /** Number of watches the first-start seed creates (benchmarks use SEED_WATCHES=100000 npm run seed). */
  seedWatches: number;
  /** Seed the demo boutique on start when the catalogue is empty. */
  seedOnStart: boolean;
  /** Trust X-Forwarded-* from a reverse proxy (rate limits per client need the real address). */
  trustProxy: boolean;
  /** How long catalogue totals and facets are reused (ms; 0 disables). Pages themselves are never cached. */
  catalogueCacheMs: number;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    nodeEnv,
    isProduction: nodeEnv === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    clientDir: resolve(env.CLIENT_DIR ?? 'dist'),
    seedWatches: int(env.SEED_WATCHES, 320, 'SEED_WATCHES'),
    seedOnStart: env.SEED_ON_START !== 'false',
    trustProxy: env.TRUST_PROXY === 'true',
    catalogueCacheMs: int(env.CATALOGUE_CACHE_MS, 5000, 'CATALOGUE_CACHE_MS'),
  };
}
