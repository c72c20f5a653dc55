import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { AdminRoleSchema } from '../enums.js';
import { ADMIN_USER_MANAGER_ROLES } from '../models/admin-roles.js';
import { AdminUserSchema } from '../models/admin.schemas.js';
import { PageQuerySchema, pageOf } from '../models/page.schemas.js';

/** An admin user as a SUPER_ADMIN manages it: the public fields plus account state. */
export const AdminUserDetailSchema = AdminUserSchema.extend({
  totpEnabled: z.boolean(),
  /** True until the admin has chosen a password through a setup link. */
  setupPending: z.boolean(),
  disabledAt: z.iso.datetime().nullable(),
  lastLoginAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

/** The five flags, each optional: what is left out comes from the role's defaults. */
const PermissionOverridesSchema = z.strictObject({
  canModerateContent: z.boolean().optional(),
  canManageUsers: z.boolean().optional(),
  canManagePoints: z.boolean().optional(),
  canViewAnalytics: z.boolean().optional(),
  canManageCreators: z.boolean().optional(),
});

const AdminNameSchema = z.string().trim().min(1).max(100);

/** GET /admin/admin-users query: paging and filters. */
export const ListAdminUsersQuerySchema = PageQuerySchema.extend({
  role: AdminRoleSchema.optional(),
  status: z.enum(['active', 'disabled', 'all']).default('all'),
  /** Part of a name or email, case-insensitive. */
  search: z.string().trim().min(1).max(100).optional(),
});
export type ListAdminUsersQuery = z.infer<typeof ListAdminUsersQuerySchema>;

export const AdminUserPageSchema = pageOf(AdminUserDetailSchema);
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

export const AdminUserIdParamsSchema = z.object({ id: z.uuid() });

/** POST /admin/admin-users body; flags left out come from the role's defaults. */
export const CreateAdminUserRequestSchema = PermissionOverridesSchema.extend({
  name: AdminNameSchema,
  email: z.email().max(254),
  role: AdminRoleSchema,
});
export type CreateAdminUserRequest = z.infer<typeof CreateAdminUserRequestSchema>;

/**
 * A one-time setup token for the new (or reset) admin, shown once to the SUPER_ADMIN who made it,
 * to hand over privately; the admin opens it with POST /auth/admin/setup/start.
 */
export const AdminSetupTokenSchema = z.object({
  setupToken: z.string(),
  setupExpiresAt: z.iso.datetime(),
});
export type AdminSetupToken = z.infer<typeof AdminSetupTokenSchema>;

/**
 * POST /admin/admin-users answer. The invitation with the setup link is e-mailed to the new staff member;
 * only when no e-mail can be sent (no SMTP configured) is the token answered, once, to hand over privately.
 */
export const CreateAdminUserResponseSchema = z.object({
  admin: AdminUserDetailSchema,
  /** True when the invitation went out by e-mail (queued for SMTP delivery). */
  invitationEmailed: z.boolean(),
  /** The one-time setup token; null when the invitation was e-mailed. */
  setupToken: z.string().nullable(),
  setupExpiresAt: z.iso.datetime(),
});
export type CreateAdminUserResponse = z.infer<typeof CreateAdminUserResponseSchema>;

/**
 * PATCH /admin/admin-users/:id body. A new role without flags resets the flags to that role's
 * defaults; `disabled: true` soft-disables, `false` enables again.
 */
export const UpdateAdminUserRequestSchema = PermissionOverridesSchema.extend({
  name: AdminNameSchema.optional(),
  role: AdminRoleSchema.optional(),
  disabled: z.boolean().optional(),
}).refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type UpdateAdminUserRequest = z.infer<typeof UpdateAdminUserRequestSchema>;

/** GET /admin/admin-users: every admin user, paged (SUPER_ADMIN only). */
export const listAdminUsersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/admin-users',
  summary: 'List admin users',
  tags: ['admin-users'],
  auth: 'admin',
  roles: ADMIN_USER_MANAGER_ROLES,
  query: ListAdminUsersQuerySchema,
  response: AdminUserPageSchema,
});

/** GET /admin/admin-users/:id (SUPER_ADMIN only). */
export const getAdminUserEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/admin-users/:id',
  summary: 'One admin user',
  tags: ['admin-users'],
  auth: 'admin',
  roles: ADMIN_USER_MANAGER_ROLES,
  params: AdminUserIdParamsSchema,
  response: AdminUserDetailSchema,
});

/** POST /admin/admin-users: invites a staff member by e-mail with a one-time setup link (SUPER_ADMIN only). */
export const createAdminUserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/admin-users',
  summary: 'Create an admin user and e-mail the invitation (the token is answered only without e-mail)',
  tags: ['admin-users'],
  auth: 'admin',
  roles: ADMIN_USER_MANAGER_ROLES,
  body: CreateAdminUserRequestSchema,
  response: CreateAdminUserResponseSchema,
  successStatus: 201,
});

/** PATCH /admin/admin-users/:id: name, role, flags or disabled (SUPER_ADMIN only). */
export const updateAdminUserEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/admin/admin-users/:id',
  summary: 'Change an admin user',
  tags: ['admin-users'],
  auth: 'admin',
  roles: ADMIN_USER_MANAGER_ROLES,
  params: AdminUserIdParamsSchema,
  body: UpdateAdminUserRequestSchema,
  response: AdminUserDetailSchema,
});

/** DELETE /admin/admin-users/:id: soft-disables the admin and ends their sessions (SUPER_ADMIN only). */
export const deleteAdminUserEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/admin/admin-users/:id',
  summary: 'Disable an admin user',
  tags: ['admin-users'],
  auth: 'admin',
  roles: ADMIN_USER_MANAGER_ROLES,
  params: AdminUserIdParamsSchema,
  response: AdminUserDetailSchema,
});

/**
 * POST /admin/admin-users/:id/setup-token: for a lost password or authenticator, clears both, ends
 * the admin's sessions and answers a new one-time setup token (SUPER_ADMIN only).
 */
export const resetAdminUserAccessEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/admin-users/:id/setup-token',
  summary: "Reset an admin user's password and authenticator; answers a new setup token",
  tags: ['admin-users'],
  auth: 'admin',
  roles: ADMIN_USER_MANAGER_ROLES,
  params: AdminUserIdParamsSchema,
  response: AdminSetupTokenSchema,
});
