import { describe, expect, it } from '@jest/globals';
import { loadApiConfig } from './config.js';

const key = '0f'.repeat(32);

describe('the api configuration in production', () => {
  it('refuses to start without PUBLIC_URL, so no link ever follows the Host header', () => {
    expect(() => loadApiConfig({ NODE_ENV: 'production', WEBHOOK_SECRET_KEY: key })).toThrow(/PUBLIC_URL must be set in production/);
  });

  it('names every missing production setting in one error', () => {
    expect(() => loadApiConfig({ NODE_ENV: 'production' })).toThrow(/WEBHOOK_SECRET_KEY[\s\S]*PUBLIC_URL/);
  });

  it('starts with both set, and outside production without them', () => {
    expect(loadApiConfig({ NODE_ENV: 'production', WEBHOOK_SECRET_KEY: key, PUBLIC_URL: 'https://api.example.com' }).PUBLIC_URL).toBe(
      'https://api.example.com',
    );
    expect(loadApiConfig({}).PUBLIC_URL).toBe('');
  });
});
