import { TeamRole, Visibility } from '../../generated/prisma/enums.ts';
import { builder } from '../builder.ts';

export const VisibilityEnum = builder.enumType(Visibility, {
  name: 'Visibility',
  description: 'Who can read a team or project: everyone (public) or its team members (private).',
});

export const TeamRoleEnum = builder.enumType(TeamRole, {
  name: 'TeamRole',
  description: 'A member\'s role: the owner and admins manage the team and invite people; members take part.',
});
