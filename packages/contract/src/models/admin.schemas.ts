import { z } from 'zod';
import { AdminRoleSchema } from '../enums.js';

/** A staff member as the admin client sees it (spec §3 Admin user). */
export const AdminUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.email(),
  role: AdminRoleSchema,
  canModerateContent: z.boolean(),
  canManageUsers: z.boolean(),
  canManagePoints: z.boolean(),
  canViewAnalytics: z.boolean(),
  canManageCreators: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** POST /auth/admin/login success body (spec §7): access_token and admin. */
export const AdminLoginResponseSchema = z.object({
  access_token: z.string(),
  expiresAt: z.iso.datetime(),
  admin: AdminUserSchema,
});
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;
