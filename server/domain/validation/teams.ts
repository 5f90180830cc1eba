// Teams and invitations.
import { z } from 'zod';
import { EMAIL_MESSAGE } from './auth.ts';
import { optional, optionalText, requiredId, requiredName, visibilitySchema, withDefault } from './fields.ts';

export const TEAM_NAME_MAX = 100;
export const DESCRIPTION_MAX = 2000;

export const createTeamSchema = z
  .object({
    name: requiredName('Team name is required', TEAM_NAME_MAX, `Team name must be at most ${TEAM_NAME_MAX} characters`),
    description: optionalText(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
    visibility: withDefault(visibilitySchema, 'private'),
  })
  .strict();

export type CreateTeamInput = z.input<typeof createTeamSchema>;

const ROLE_MESSAGE = 'Role must be "member" or "admin"';

export const inviteSchema = z
  .object({
    identifier: z
      .string({ error: 'Please enter a username or email' })
      .trim()
      .min(1, 'Please enter a username or email')
      .max(254, 'No user found with that username or email')
      // With an @ it is an address, and must be one (usernames cannot contain @).
      .refine((identifier) => !identifier.includes('@') || z.email().safeParse(identifier).success, EMAIL_MESSAGE),
    // Any role name is read (GraphQL's TeamRole has 'owner' too); only member and admin can be given.
    role: withDefault(z.string({ error: ROLE_MESSAGE }).pipe(z.enum(['member', 'admin'], { error: ROLE_MESSAGE })), 'member'),
  })
  .strict();

export type InviteInput = z.input<typeof inviteSchema>;

/** User search in the invite box starts at two characters. */
export const USER_SEARCH_MIN = 2;
export const USER_SEARCH_LIMIT = 10;

/** GET /teams/{id}/search-users?q=: what was typed in the invite box (shortened to 100 characters). */
export const userSearchSchema = z.object({ q: z.string().optional() });

export type UserSearchInput = z.input<typeof userSearchSchema>;

/** PUT /teams/{id}: absent (or null) name and visibility stay; the description is cleared by null or empty. */
export const updateTeamSchema = z
  .object({
    name: optional(requiredName('Team name is required', TEAM_NAME_MAX, `Team name must be at most ${TEAM_NAME_MAX} characters`)),
    description: optionalText(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`).optional(),
    visibility: optional(visibilitySchema),
  })
  .strict();

export type UpdateTeamInput = z.input<typeof updateTeamSchema>;

const MEMBER_ROLE_MESSAGE = 'Role must be "member" or "admin"; the owner role moves only by transferring ownership';

/** PUT /teams/{id}/members/{userId}: the member's new role (the owner role is given by transferring ownership). */
export const memberRoleSchema = z
  .object({ role: z.string({ error: MEMBER_ROLE_MESSAGE }).pipe(z.enum(['member', 'admin'], { error: MEMBER_ROLE_MESSAGE })) })
  .strict();

export type MemberRoleInput = z.input<typeof memberRoleSchema>;

/** POST /teams/{id}/transfer: the member who becomes the owner. */
export const transferOwnershipSchema = z.object({ userId: requiredId('Please choose the member who becomes the owner') }).strict();

export type TransferOwnershipInput = z.input<typeof transferOwnershipSchema>;
