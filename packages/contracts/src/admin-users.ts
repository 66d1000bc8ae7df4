import { z } from 'zod';
import { emailField, newPasswordField, personNameField } from './fields';
import { pagePermissionSchema } from './permissions';
import { TEXTS } from './texts';

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  role: z.enum(['admin', 'user']),
  permissions: z.array(z.object({ page: pagePermissionSchema, canAccess: z.boolean() })),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({ users: z.array(adminUserSchema) });

export const createUserBodySchema = z.object({
  name: personNameField('Name'),
  lastname: z.string().trim().max(100, 'Last name must be at most 100 characters').default(''),
  email: emailField,
  password: newPasswordField,
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;
export type CreateUserInput = z.output<typeof createUserBodySchema>;

export const createUserResponseSchema = z.object({ message: z.string(), user: adminUserSchema });

/** Map of user id to page to boolean; pages left out keep their current value. */
export const setPermissionsBodySchema = z
  .record(z.string().min(1).max(64), z.partialRecord(pagePermissionSchema, z.boolean()))
  .refine((value) => Object.keys(value).length <= 500, 'Too many users in one request');
export type SetPermissionsBody = z.infer<typeof setPermissionsBodySchema>;

export const ADMIN_USERS_TEXTS = {
  created: TEXTS.admin.userCreated,
  permissionsUpdated: TEXTS.admin.permissionsUpdated,
  unknownUser: TEXTS.admin.unknownUser,
  ownerAccessFixed: TEXTS.admin.ownerAccessFixed,
} as const;
