import { describe, expect, it } from '@jest/globals';
import { ConfigError, commonEnv, csv, env, loadEnv, type CommonConfig } from './index.js';

describe('loadEnv', () => {
  it('applies defaults and coerces numbers', () => {
    const cfg = loadEnv<CommonConfig & { PORT: number }>({ ...commonEnv, PORT: env.port(8080) }, { PORT: '9000' });
    expect(cfg.PORT).toBe(9000);
    expect(cfg.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(cfg.TOMBSTONE_HOURS).toBe(24);
  });

  it('lists every missing or bad variable in one error', () => {
    const spec = { ...commonEnv, PORT: env.port(8080), SECRET: { schema: { type: 'string', minLength: 8 } } };
    let error: unknown;
    try {
      loadEnv(spec, { PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/SECRET is required/);
    expect(problems).toMatch(/PORT must be integer/);
    expect(problems).toMatch(/DATABASE_URL must match/);
    expect(problems).toMatch(/LOG_LEVEL must be equal to one of the allowed values/);
    expect((error as ConfigError).problems).toHaveLength(4);
  });

  it('splits comma-separated lists', () => {
    expect(csv(' A.test, b.test ,,')).toEqual(['a.test', 'b.test']);
  });
});
