import { graphql } from 'react-relay';
import type { useMemberMutations_changeRoleMutation as ChangeRole } from '../__generated__/useMemberMutations_changeRoleMutation.graphql';
import type { useMemberMutations_removeMutation as Remove } from '../__generated__/useMemberMutations_removeMutation.graphql';
import type { useMemberMutations_leaveMutation as Leave } from '../__generated__/useMemberMutations_leaveMutation.graphql';
import type { useMemberMutations_transferMutation as Transfer } from '../__generated__/useMemberMutations_transferMutation.graphql';
import { shiftTotalCount } from '../relay/connections.ts';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

// Running a team's membership. A changed role updates the member in place; a removed member leaves the member list
// (and its total); a transfer answers the team with every member's new role and what the viewer may now do.
const changeRole = graphql`
  mutation useMemberMutations_changeRoleMutation($input: ChangeMemberRoleInput!) {
    changeMemberRole(input: $input) {
      __typename
      ... on Error { message code }
      ... on ChangeMemberRolePayload { member { id role viewerCanManage } }
    }
  }
`;
const remove = graphql`
  mutation useMemberMutations_removeMutation($input: RemoveMemberInput!, $connections: [ID!]!) {
    removeMember(input: $input) {
      __typename
      ... on Error { message code }
      ... on RemoveMemberPayload { removedMemberId @deleteEdge(connections: $connections) }
    }
  }
`;
const leave = graphql`
  mutation useMemberMutations_leaveMutation($input: LeaveTeamInput!) {
    leaveTeam(input: $input) {
      __typename
      ... on Error { message code }
      ... on LeaveTeamPayload { leftTeamId }
    }
  }
`;
const transfer = graphql`
  mutation useMemberMutations_transferMutation($input: TransferTeamOwnershipInput!) {
    transferTeamOwnership(input: $input) {
      __typename
      ... on Error { message code }
      ... on TransferTeamOwnershipPayload {
        team {
          id
          viewerRole
          viewerCanInvite
          owner { id }
          members(first: 100) { edges { node { id role viewerCanManage } } }
        }
      }
    }
  }
`;

export type MemberRole = 'admin' | 'member';

/** changeRole, remove (from the member list `connection`), leave and transfer, each resolving once the server agreed. */
export function useMemberMutations() {
  const [runChange, changing] = usePromiseMutation<ChangeRole>(changeRole);
  const [runRemove, removing] = usePromiseMutation<Remove>(remove);
  const [runLeave, leaving] = usePromiseMutation<Leave>(leave);
  const [runTransfer, transferring] = usePromiseMutation<Transfer>(transfer);
  return {
    busy: changing || removing || leaving || transferring,
    changeRole: async (teamId: string, userId: string, role: MemberRole) => unwrap((await runChange({ input: { teamId, userId, role } })).changeMemberRole).member,
    remove: async (teamId: string, userId: string, connection: string) =>
      unwrap(
        (
          await runRemove(
            { input: { teamId, userId }, connections: [connection] },
            { updater: (store, data) => data?.removeMember.removedMemberId && shiftTotalCount(store, [connection], -1) },
          )
        ).removeMember,
      ),
    leave: async (teamId: string) => unwrap((await runLeave({ input: { teamId } })).leaveTeam),
    transfer: async (teamId: string, userId: string) => unwrap((await runTransfer({ input: { teamId, userId } })).transferTeamOwnership).team,
  };
}
