/**
 * The load budget of issue 11, point 3, as a test: `bench/load.ts` against the production server on
 * PGlite and on PostgreSQL (60 s each at 200 connections; OPS_LOAD_SECONDS shortens it).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import type { LoadResult } from '../bench/load';

const run = promisify(execFile);
const seconds = process.env.OPS_LOAD_SECONDS ?? '60';

it(`meets the load budget on PGlite and PostgreSQL (${seconds} s at 200 connections each)`, async () => {
  const outcome = await run(
    process.execPath,
    ['--import', 'tsx', 'bench/load.ts', '--json', '--duration', seconds, '--port', '5444'],
    { maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stdout: string; stderr: string; code: number }) => error);
  console.log(outcome.stdout);
  const lines = outcome.stdout.trim().split('\n');
  const results = JSON.parse(lines.at(-2)!) as LoadResult[];
  expect(results.map((result) => result.database)).toEqual(['pglite', 'postgres']);
  for (const result of results) {
    expect(result.requests).toBeGreaterThan(0);
    expect(result.pass, result.database).toEqual({
      errors: true,
      no5xx: true,
      p99: true,
      memory: true,
    });
  }
  expect(lines.at(-1)).toBe('Budget: PASS');
}, 600_000);
