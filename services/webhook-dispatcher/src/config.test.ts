import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '@throwbox/config';
import { DEVELOPMENT_SECRET_KEY } from '@throwbox/signing';
import { loadWebhookDispatcherConfig } from './config.js';

describe('webhook dispatcher configuration', () => {
  it('runs locally with the documented defaults', () => {
    const config = loadWebhookDispatcherConfig({});
    expect(config).toMatchObject({
      WEBHOOK_SECRET_KEY: DEVELOPMENT_SECRET_KEY,
      WEBHOOK_ALLOW_PRIVATE: false,
      WEBHOOK_TIMEOUT_MS: 10000,
      WEBHOOK_RETRY_SCALE: 1,
      WEBHOOK_CA_FILE: '',
      HEALTH_PORT: 8083,
    });
  });

  it('refuses to start in production with the development secret key', () => {
    expect(() => loadWebhookDispatcherConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadWebhookDispatcherConfig({ NODE_ENV: 'production', WEBHOOK_SECRET_KEY: DEVELOPMENT_SECRET_KEY.toUpperCase() })).toThrow(
      /WEBHOOK_SECRET_KEY/,
    );
    expect(loadWebhookDispatcherConfig({ NODE_ENV: 'production', WEBHOOK_SECRET_KEY: '0f'.repeat(32) }).WEBHOOK_SECRET_KEY).toBe(
      '0f'.repeat(32),
    );
  });

  it('takes a key of 64 hex characters only, and booleans and scales as written', () => {
    expect(() => loadWebhookDispatcherConfig({ WEBHOOK_SECRET_KEY: 'short' })).toThrow(/WEBHOOK_SECRET_KEY/);
    const config = loadWebhookDispatcherConfig({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_SCALE: '0.001' });
    expect(config.WEBHOOK_ALLOW_PRIVATE).toBe(true);
    expect(config.WEBHOOK_RETRY_SCALE).toBe(0.001);
    expect(() => loadWebhookDispatcherConfig({ WEBHOOK_RETRY_SCALE: '0' })).toThrow(ConfigError);
  });
});
