import { once } from 'node:events';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A Redis connection for shared state between instances. Commands fail at once while Redis is
 * unreachable (no offline queue), so callers fall back instead of waiting; ioredis reconnects.
 */
export async function connectRedis(url: string, logger: FastifyBaseLogger, name: string): Promise<Redis> {
  // Loaded only when REDIS_URL is set: a single instance never needs it.
  const { Redis: Client } = await import('ioredis');
  const redis = new Client(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: `frontdesk-${name}` });
  let reported = false;
  redis.on('error', (error: Error) => {
    // One line per outage, not one per reconnection attempt.
    if (!reported) logger.error({ err: error, redis: name }, 'Redis connection failed; retrying');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) logger.info({ redis: name }, 'Redis connection restored');
    reported = false;
  });
  return redis;
}

/** Resolves once the connection is ready, so start-up fails clearly when REDIS_URL is wrong. */
export async function whenReady(redis: Redis, timeoutMs = 10_000): Promise<void> {
  if (redis.status === 'ready') return;
  try {
    await once(redis, 'ready', { signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new Error(`Redis did not answer within ${timeoutMs / 1000} s (REDIS_URL)`);
  }
}
