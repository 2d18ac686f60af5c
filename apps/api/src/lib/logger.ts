import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** pino options: secrets never reach the logs, whatever the route. */
export function loggerOptions(
  config: Config,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.refreshToken',
        '*.token',
        '*.passwordHash',
      ],
      censor: '[redacted]',
    },
    ...(stream ? { stream } : {}),
    ...(!stream && config.env === 'development' && process.stdout.isTTY
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
