// The admin panel's inputs: pages of its lists, and admin rights.
import { z } from 'zod';

export const ADMIN_PAGE_MAX = 500;

/** GET /admin/{users,teams,…}: up to 500 rows per page, 100 by default. */
export const adminPageSchema = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1, 'limit must be at least 1').max(ADMIN_PAGE_MAX, `limit must be at most ${ADMIN_PAGE_MAX}`).default(100),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0, 'offset must be at least 0').default(0),
});

export type AdminPageInput = z.input<typeof adminPageSchema>;

export const setAdminSchema = z.object({ isAdmin: z.boolean({ error: 'is_admin must be true or false' }) }).strict();

export type SetAdminInput = z.input<typeof setAdminSchema>;
