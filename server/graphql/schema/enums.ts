import { MailStatus, TeamRole, Visibility } from '../../generated/prisma/enums.ts';
import { builder } from '../builder.ts';

export const VisibilityEnum = builder.enumType(Visibility, {
  name: 'Visibility',
  description: 'Who can read a team or project: everyone (public) or its team members (private).',
});

export const TeamRoleEnum = builder.enumType(TeamRole, {
  name: 'TeamRole',
  description: 'A member\'s role: the owner and admins manage the team and invite people; members take part.',
});

export const MailStatusEnum = builder.enumType(MailStatus, {
  name: 'MailStatus',
  description:
    'What became of an email: sent; pending (not delivered yet: the server keeps retrying); or failed (refused for good).',
});
