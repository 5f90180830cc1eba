import type { SessionUser } from './session-store.ts';

interface GraphQLUser {
  readonly databaseId: string;
  readonly username: string;
  readonly displayName?: string | null;
  readonly email?: string | null;
  readonly isAdmin: boolean;
  readonly emailVerified?: boolean | null;
}

/** The stored `user` keeps the REST shape (snake_case) whichever API the session came from. */
export function sessionUserFrom(user: GraphQLUser): SessionUser {
  return {
    id: user.databaseId,
    username: user.username,
    email: user.email ?? null,
    display_name: user.displayName ?? null,
    is_admin: user.isAdmin,
    email_verified: user.emailVerified ?? null,
  };
}
