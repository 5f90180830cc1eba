// Teams and invitations (spec section 5).
import { z } from 'zod';
import { optionalText, requiredText, visibilitySchema } from './text.ts';

export const TEAM_NAME_MAX = 100;
export const DESCRIPTION_MAX = 2000;

export const createTeamSchema = z
  .object({
    name: requiredText('Team name is required', TEAM_NAME_MAX, `Team name must be at most ${TEAM_NAME_MAX} characters`),
    description: optionalText(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
    visibility: visibilitySchema.default('private'),
  })
  .strict();

export const inviteSchema = z
  .object({
    identifier: z.string({ error: 'Please enter a username or email' }).trim().min(1, 'Please enter a username or email').max(254, 'No user found with that username or email'),
    role: z.enum(['member', 'admin'], { error: 'Role must be "member" or "admin"' }).default('member'),
  })
  .strict();

/** User search in the invite box starts at two characters (spec section 9). */
export const USER_SEARCH_MIN = 2;
export const USER_SEARCH_LIMIT = 10;
