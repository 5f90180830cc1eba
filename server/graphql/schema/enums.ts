import type { MailStatus, TeamRole, Visibility } from '../../generated/prisma/enums.ts';
import { builder } from '../builder.ts';

/**
 * The values of a Prisma enum, each with its description (GraphQL names and values are the Prisma ones). Typed by
 * the enum, so a value added to the database schema does not compile until it is described here.
 */
export function describedValues<V extends string>(descriptions: Record<V, string>) {
  return Object.fromEntries(Object.entries(descriptions).map(([value, description]) => [value, { value, description }])) as {
    [K in V]: { value: K; description: string };
  };
}

export const VisibilityEnum = builder.enumType('Visibility', {
  description: 'Who can read a team or project: everyone (public) or its team members (private).',
  values: describedValues<Visibility>({ private: 'Only the team\'s members (and site admins) can read it.', public: 'Everyone can read it, signed in or not.' }),
});

export const TeamRoleEnum = builder.enumType('TeamRole', {
  description: 'A member\'s role: the owner and admins manage the team and invite people; members take part.',
  values: describedValues<TeamRole>({
    owner: 'Created the team (or took it over); manages it, and alone may delete it.',
    admin: 'Manages the team and invites people.',
    member: 'Takes part: reads and writes the team\'s projects.',
  }),
});

export const MailStatusEnum = builder.enumType('MailStatus', {
  description:
    'What became of an email: sent; pending (not delivered yet: the server keeps retrying); or failed (refused for good).',
  values: describedValues<MailStatus>({
    sent: 'The mail server accepted it.',
    pending: 'Not delivered yet; the server keeps retrying.',
    failed: 'Refused for good, or given up on after the retries.',
  }),
});
