import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull().default(''),
    role: text('role', { enum: ['admin', 'user'] }).notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A new address the user asked for; it replaces email once its verification link is followed. */
    pendingEmail: text('pending_email'),
    /** Set for a user an admin created with a password of the admin's choosing; cleared by the user's own. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Sign-in is by e-mail alone, so an address belongs to one account across all companies.
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_company_id_id_key').on(table.companyId, table.id),
  ],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId, table.permission] }),
    index('user_permissions_user_idx').on(table.userId),
  ],
);

export const superAdmins = pgTable(
  'super_admins',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default('Super'),
    lastname: text('lastname').notNull().default('Admin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('super_admins_email_key').on(table.email)],
);
