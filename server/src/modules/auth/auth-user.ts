import type { AuthUser } from '@frontdesk/contracts/auth';
import { IMPERSONATION_PERMISSIONS } from '@frontdesk/contracts/permissions';
import type { Principal } from '../../platform/principal';
import type { CompanyRow, SuperAdminRow, UserRow } from './accounts.repo';

/** The user as the browser stores it, for a company user. */
export function companyUserView(user: UserRow, company: CompanyRow, principal: Pick<Principal, 'permissions'>): AuthUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    companyId: company.id,
    companySlug: company.slug,
    name: user.name,
    lastname: user.lastname,
    isSuperAdmin: false,
    impersonatedBy: null,
    permissions: [...principal.permissions],
  };
}

/** The user as the browser stores it, for a super admin on its own or inside a company. */
export function superAdminView(
  superAdmin: SuperAdminRow,
  company: CompanyRow | null,
  permissions: Principal['permissions'],
): AuthUser {
  return {
    id: superAdmin.id,
    email: superAdmin.email,
    role: company ? 'admin' : 'super_admin',
    companyId: company?.id ?? null,
    companySlug: company?.slug ?? null,
    name: superAdmin.name,
    lastname: superAdmin.lastname,
    isSuperAdmin: true,
    impersonatedBy: company ? superAdmin.id : null,
    // An impersonating super admin's browser receives the spec's list (document 000, section 6).
    permissions: company ? [...IMPERSONATION_PERMISSIONS] : [...permissions],
  };
}
