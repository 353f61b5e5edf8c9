import { pino, type Logger } from 'pino';
import type { Config } from '../config.ts';

export type { Logger };

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    // Never log credentials, tokens or message bodies.
    redact: ['req.headers.authorization', 'password', 'token', '*.password', '*.token'],
  });
}
