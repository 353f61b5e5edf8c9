import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.ts';

export type { DestinationStream, Logger };

/** Logs to standard output, or to `destination` (tests read what the server logs). */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    // Never log credentials, tokens or message bodies.
    redact: ['req.headers.authorization', 'password', 'token', '*.password', '*.token'],
  };
  return destination ? pino(options, destination) : pino(options);
}
