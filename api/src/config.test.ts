import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.features.emailVerification).toBe(true);
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('names the variable in one line when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid environment variable PORT: /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('reads flags and strips a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({ SEED_DEMO: '0', FEATURE_PASSWORD_STRICT: 'true', PUBLIC_URL: 'https://example.org/' });
    expect(config.seedDemo).toBe(false);
    expect(config.features.passwordStrict).toBe(true);
    expect(config.publicUrl).toBe('https://example.org');
  });

  it('reads CORS_ORIGINS as a list of origins, empty by default, and refuses anything else', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: ' https://Tools.Example.org , http://localhost:8080/ ' }).corsOrigins).toEqual([
      'https://tools.example.org',
      'http://localhost:8080',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/^Invalid environment variable CORS_ORIGINS: "\*" is not an origin/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'ftp://a.example' })).toThrow(/CORS_ORIGINS/);
  });
});
