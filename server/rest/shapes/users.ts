// REST shapes of users: the full record for the user themself, a public card for others.
import type { User } from '../../generated/prisma/client.ts';

type PublicUser = Pick<User, 'id' | 'username' | 'displayName'>;

export function publicUserJson(user: PublicUser) {
  return { id: user.id, username: user.username, display_name: user.displayName };
}

export function userJson(user: PublicUser & Pick<User, 'email' | 'isAdmin' | 'emailVerified' | 'createdAt'>) {
  return {
    ...publicUserJson(user),
    email: user.email,
    is_admin: user.isAdmin,
    email_verified: user.emailVerified,
    created_at: user.createdAt.toISOString(),
  };
}
