import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_USERS_TEXTS,
  adminUsersResponseSchema,
  createUserBodySchema,
  createUserResponseSchema,
  setPermissionsBodySchema,
} from '@frontdesk/contracts/admin-users';
import { messageResponseSchema } from '@frontdesk/contracts/auth';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import { clientOf } from '../../platform/client';
import { companyOf } from '../../platform/auth-hook';
import type { AdminUsersService } from './admin-users.service';
import { BODY_LIMITS } from '../../platform/request-body';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export const adminUsersRoutes: FastifyPluginAsyncZod<{ adminUsers: AdminUsersService }> = async (app, { adminUsers }) => {
  const tags = ['admin'];

  app.get('/users', {
    config: { access: { company: 'admin' } },
    schema: {
      tags,
      summary: "The company's users with their page permissions",
      response: { 200: adminUsersResponseSchema, ...errors },
    },
    handler: async (request) => ({ users: await adminUsers.list(companyOf(request).companyId) }),
  });

  app.post('/create-user', {
    config: { access: { company: 'admin' } },
    schema: {
      tags,
      summary: 'Add a staff member',
      body: createUserBodySchema,
      response: { 201: createUserResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { principal, companyId } = companyOf(request);
      const user = await adminUsers.create(principal, companyId, request.body, clientOf(request));
      return reply.status(201).send({ message: ADMIN_USERS_TEXTS.created, user });
    },
  });

  app.post('/set-permissions', {
    bodyLimit: BODY_LIMITS.matrix,
    config: { access: { company: 'admin' } },
    schema: {
      tags,
      summary: 'Set page permissions for several users',
      body: setPermissionsBodySchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { companyId, principal } = companyOf(request);
      await adminUsers.setPermissions(principal, companyId, request.body, clientOf(request));
      return { message: ADMIN_USERS_TEXTS.permissionsUpdated };
    },
  });
};
