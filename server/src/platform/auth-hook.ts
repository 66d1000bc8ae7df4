import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import type { PagePermission } from '@frontdesk/contracts/permissions';
import { TEXTS } from '@frontdesk/contracts/texts';
import { AppError } from './errors';
import type { Access, Principal } from './principal';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Open to a user who must still choose their own password (choosing it, for one). */
    beforePasswordChange?: true;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every /api route with the access it declared: the permission table, for tests and review. */
    routeAccess: RouteAccess[];
  }
}

export type RouteAccess = { method: string; url: string; access: Access };

export type PrincipalResolver = (token: string, request: FastifyRequest) => Promise<Principal>;

/**
 * One hook guards every /api route: it refuses to register a route that does not declare its
 * access, resolves the caller from the bearer token, and enforces the declared permission.
 */
export const authHook = fp<{ resolvePrincipal: PrincipalResolver }>(async (app: FastifyInstance, options) => {
  app.decorateRequest('principal', null);
  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);

  app.addHook('onRoute', (route) => {
    // CORS preflights (OPTIONS) carry no data and reach no handler of ours.
    if (
      route.url.startsWith('/api/') &&
      !route.url.startsWith('/api/docs') &&
      route.method !== 'OPTIONS' &&
      !route.config?.access
    ) {
      throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
    }
    const access = route.config?.access;
    if (access && route.url.startsWith('/api/')) {
      for (const method of [route.method].flat())
        if (method !== 'OPTIONS' && method !== 'HEAD') table.push({ method, url: route.url, access });
    }
  });

  // On arrival, before the body is even read: a caller without access costs no parsing, and
  // learns that first rather than the body's faults.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    if ('public' in access) {
      if (access.recognizesMember) request.principal = await recognizedMember(request, options.resolvePrincipal);
      return;
    }
    const token = bearerToken(request);
    if (!token) throw new AppError(ERROR_CODES.unauthenticated, TEXTS.auth.authRequired);
    const principal = await options.resolvePrincipal(token, request);
    request.principal = principal;
    if (principal.mustChangePassword && !('authenticated' in access) && !request.routeOptions.config.beforePasswordChange) {
      throw new AppError(ERROR_CODES.passwordChangeRequired, TEXTS.auth.passwordChangeRequired);
    }
    enforce(access, principal);
  });
});

/** The caller of a public route, when it sent a session that is still valid; a visitor otherwise. */
async function recognizedMember(request: FastifyRequest, resolve: PrincipalResolver): Promise<Principal | null> {
  const token = bearerToken(request);
  if (!token) return null;
  try {
    return await resolve(token, request);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

function enforce(access: Exclude<Access, { public: true }>, principal: Principal): void {
  if ('authenticated' in access) return;
  if ('superAdmin' in access) {
    const allowed = access.superAdmin === 'also-impersonating' ? principal.isSuperAdmin : principal.kind === 'super_admin';
    if (!allowed) throw new AppError(ERROR_CODES.forbidden, TEXTS.auth.superAdminOnly);
    return;
  }
  if (!principal.companyId) throw new AppError(ERROR_CODES.forbidden, TEXTS.auth.forbidden);
  if (access.company === 'any') return;
  const needed: readonly PagePermission[] = typeof access.company === 'string' ? [access.company] : access.company;
  if (!needed.some((permission) => principal.permissions.includes(permission))) {
    throw new AppError(ERROR_CODES.forbidden, TEXTS.auth.forbidden);
  }
}

/** The caller of a route that declared company access; the hook has already checked it. */
export function companyOf(request: FastifyRequest): { companyId: string; principal: Principal } {
  const principal = request.principal;
  if (!principal?.companyId) throw new AppError(ERROR_CODES.unauthenticated, TEXTS.auth.authRequired);
  return { companyId: principal.companyId, principal };
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError(ERROR_CODES.unauthenticated, TEXTS.auth.authRequired);
  return request.principal;
}
