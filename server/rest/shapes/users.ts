// REST shapes of users: the full record for the user themself, a public card for others.
import { z } from 'zod';
import type { User } from '../../generated/prisma/client.ts';
import { id, instant, optionalText } from './fields.ts';

export const publicUserSchema = z
  .object({ id: id(), username: z.string(), display_name: optionalText() })
  .meta({ id: 'PublicUser', description: 'A user as other users see them.' });

export const userSchema = publicUserSchema
  .extend({ email: z.email(), is_admin: z.boolean(), email_verified: z.boolean(), created_at: instant() })
  .meta({ id: 'User', description: 'The signed-in user (or, for site admins, any user) with email and rights.' });

type PublicUser = Pick<User, 'id' | 'username' | 'displayName'>;

export function publicUserJson(user: PublicUser): z.infer<typeof publicUserSchema> {
  return { id: user.id, username: user.username, display_name: user.displayName };
}

export function userJson(user: PublicUser & Pick<User, 'email' | 'isAdmin' | 'emailVerified' | 'createdAt'>): z.infer<typeof userSchema> {
  return {
    ...publicUserJson(user),
    email: user.email,
    is_admin: user.isAdmin,
    email_verified: user.emailVerified,
    created_at: user.createdAt.toISOString(),
  };
}
