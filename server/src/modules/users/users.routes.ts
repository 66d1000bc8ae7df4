import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@frontdesk/contracts/auth';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import { TEXTS } from '@frontdesk/contracts/texts';
import {
  changePasswordBodySchema,
  meResponseSchema,
  myPermissionsResponseSchema,
  updateMeBodySchema,
  updateMeResponseSchema,
} from '@frontdesk/contracts/users';
import { principalOf } from '../../platform/auth-hook';
import type { UsersService } from './users.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  const tags = ['users'];

  app.get('/me', {
    config: { access: { authenticated: true } },
    schema: { tags, summary: 'The signed-in user', response: { 200: meResponseSchema, ...errors } },
    handler: async (request) => ({ user: await users.me(principalOf(request)) }),
  });

  app.get('/my-permissions', {
    config: { access: { authenticated: true } },
    schema: { tags, summary: "The signed-in user's page permissions", response: { 200: myPermissionsResponseSchema, ...errors } },
    handler: async (request) => ({ permissions: (await users.me(principalOf(request))).permissions }),
  });

  app.put('/me', {
    config: { access: { company: 'any' } },
    schema: {
      tags,
      summary: 'Update name, last name and e-mail',
      body: updateMeBodySchema,
      response: { 200: updateMeResponseSchema, ...errors },
    },
    handler: async (request) => users.updateProfile(principalOf(request), request.body),
  });

  app.post('/me/password', {
    config: { access: { company: 'any' }, beforePasswordChange: true },
    schema: {
      tags,
      summary: 'Change the password',
      body: changePasswordBodySchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => {
      await users.changePassword(principalOf(request), request.body);
      return { message: TEXTS.profile.passwordChanged };
    },
  });
};
