import { z } from 'zod';
import { emailField, existingPasswordField, newPasswordField, personNameField } from './fields';
import { authUserSchema } from './auth';
import { pagePermissionSchema } from './permissions';

export const meResponseSchema = z.object({ user: authUserSchema });

export const myPermissionsResponseSchema = z.object({ permissions: z.array(pagePermissionSchema) });

export const updateMeBodySchema = z.object({
  name: personNameField('First name'),
  lastname: personNameField('Last name'),
  email: emailField,
});
export type UpdateMeBody = z.input<typeof updateMeBodySchema>;
export type UpdateMeInput = z.output<typeof updateMeBodySchema>;

export const updateMeResponseSchema = z.object({
  user: authUserSchema,
  emailVerificationSent: z.boolean(),
});

export const changePasswordBodySchema = z.object({
  currentPassword: existingPasswordField,
  newPassword: newPasswordField,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;
export type ChangePasswordInput = z.output<typeof changePasswordBodySchema>;
