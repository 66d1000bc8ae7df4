import type { FastifyRequest } from 'fastify';

/** Who is on the other end of a request, as services see it (never the request itself). */
export type ClientInfo = { ip: string; userAgent: string | undefined };

/** Routes translate the request into the client a service sees. */
export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
