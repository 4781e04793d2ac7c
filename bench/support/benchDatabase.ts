import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/**
 * Where a bench's server keeps its data: the embedded database (the default), or with
 * BENCH_DATABASE_URL a fresh database on that PostgreSQL server (the user must be allowed to
 * create databases), dropped again by `drop`. `env` goes into the server's environment.
 */
export interface BenchDatabase {
  label: 'embedded' | 'PostgreSQL';
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** Any ≥ 32 characters: every process of one bench signs alike. */
const BENCH_JWT_SECRET = 'bench-secret-shared-by-every-process-of-one-database';

export async function benchDatabase(base = process.env.BENCH_DATABASE_URL): Promise<BenchDatabase> {
  if (!base) return { label: 'embedded', env: {}, drop: async () => undefined };
  const name = `taubenschau_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString(), JWT_SECRET: BENCH_JWT_SECRET },
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
