import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '@throwbox/config';
import { loadIngestConfig } from './config.js';

describe('ingest configuration', () => {
  it('stops with a grace under its deadline by default', () => {
    const config = loadIngestConfig({});
    expect([config.SMTP_SHUTDOWN_GRACE_MS, config.SMTP_SHUTDOWN_DEADLINE_MS]).toEqual([30000, 35000]);
  });

  it('refuses a grace that reaches the stop deadline, naming both', () => {
    expect(() => loadIngestConfig({ SMTP_SHUTDOWN_GRACE_MS: '35000' })).toThrow(ConfigError);
    expect(() => loadIngestConfig({ SMTP_SHUTDOWN_GRACE_MS: '500', SMTP_SHUTDOWN_DEADLINE_MS: '400' })).toThrow(
      /SMTP_SHUTDOWN_GRACE_MS \(500\) must be less than SMTP_SHUTDOWN_DEADLINE_MS \(400\)/,
    );
    expect(loadIngestConfig({ SMTP_SHUTDOWN_GRACE_MS: '300', SMTP_SHUTDOWN_DEADLINE_MS: '3000' }).SMTP_SHUTDOWN_DEADLINE_MS).toBe(3000);
  });
});
