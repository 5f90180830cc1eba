import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import type { TeamDetail_team$key } from '../../__generated__/TeamDetail_team.graphql';
import type { TeamDetailRefetchQuery } from '../../__generated__/TeamDetailRefetchQuery.graphql';
import { CreateProjectModal } from '../../components/projects/CreateProjectModal.tsx';
import { formatDate } from '../../components/ui/format-date.ts';
import { teamNameOf } from '../../components/projects/display.ts';
import { TEAM_PROJECTS_CONNECTION, TeamProjectList } from '../../components/projects/TeamProjectList.tsx';
import { ConnectionHandler } from 'relay-runtime';
import { roleLabel } from '../../components/teams/display.ts';
import { InviteMemberModal } from '../../components/teams/InviteMemberModal.tsx';
import { TeamInvitations } from '../../components/teams/TeamInvitations.tsx';
import { TeamMembers } from '../../components/teams/TeamMembers.tsx';
import { TeamSettingsModal } from '../../components/teams/TeamSettingsModal.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { useMemberMutations } from '../../mutations/useMemberMutations.ts';
import { messageOf } from '../../relay/mutation.ts';
import { Badge, VisibilityBadge } from '../../components/ui/Badge.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { ReadOnlyBanner } from '../../components/ui/States.tsx';
import { useToast } from '../../components/ui/Toasts.tsx';
import { useSession } from '../../session/useSession.ts';
import { ImportProjectButton } from './ImportProjectButton.tsx';
import './team.css';

type Dialog = 'none' | 'project' | 'invite' | 'settings' | 'leave';

/**
 * The team page body. A created project joins the team's project list in the store; an invitation refetches the
 * team, since the member list shows memberships the invitation's payload does not carry.
 */
export function TeamDetail({ team: key }: { team: TeamDetail_team$key }) {
  const [team, refetch] = useRefetchableFragment<TeamDetailRefetchQuery, TeamDetail_team$key>(
    graphql`
      fragment TeamDetail_team on Team @refetchable(queryName: "TeamDetailRefetchQuery") {
        id
        name
        description
        visibility
        createdAt
        viewerRole
        viewerCanInvite
        viewerCanSeeMembers
        ...TeamProjectList_team
        ...TeamMembers_team
        ...TeamInvitations_team
        ...TeamSettingsModal_team
      }
    `,
    key,
  );
  const session = useSession();
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>('none');
  const [, startTransition] = useTransition();
  const refresh = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  const isMember = team.viewerRole !== null;
  const members = useMemberMutations();
  const navigate = useNavigate();
  const leave = async () => {
    try {
      await members.leave(team.id);
      toast(`You left ${teamNameOf(team.name)}`, 'success');
      navigate('/teams');
    } catch (error) {
      toast(messageOf(error, 'Could not leave the team'), 'error');
      setDialog('none');
    }
  };

  return (
    <div className="team-page">
      {!isMember && (
        <ReadOnlyBanner
          action={
            !session && (
              <Link to="/auth" className="btn btn-primary btn-sm">
                Sign In
              </Link>
            )
          }
        >
          {session ? 'You are viewing this team read-only: only its members can create projects.' : 'You are viewing this team read-only. Sign in to create your own teams and projects.'}
        </ReadOnlyBanner>
      )}
      <header className="team-header card">
        <div className="team-header-main">
          <span className="team-header-avatar" aria-hidden="true">
            <Icon name="users" size={28} />
          </span>
          <div>
            <h1>{teamNameOf(team.name)}</h1>
            <div className="row team-header-badges">
              <VisibilityBadge visibility={team.visibility} />
              {team.viewerRole && <Badge tone="primary">Your role: {roleLabel(team.viewerRole)}</Badge>}
              <span className="muted small">
                <Icon name="calendar" size={14} /> Created {formatDate(team.createdAt)}
              </span>
            </div>
          </div>
        </div>
        {team.description && <p className="team-description">{team.description}</p>}
        {(isMember || team.viewerCanInvite) && (
          <div className="row team-actions">
            {isMember && (
              <button type="button" className="btn btn-primary" onClick={() => setDialog('project')}>
                + Create Project
              </button>
            )}
            {team.viewerCanInvite && (
              <button type="button" className="btn btn-secondary" onClick={() => setDialog('invite')}>
                + Invite Member
              </button>
            )}
            {/* Owners and admins: the ones who may invite are the ones who may import (and export) projects. */}
            {team.viewerCanInvite && <ImportProjectButton teamId={team.id} connections={[ConnectionHandler.getConnectionID(team.id, TEAM_PROJECTS_CONNECTION)]} />}
            <Link to="/teams?create=1" className="btn btn-ghost">
              + New Team
            </Link>
            {team.viewerRole === 'owner' && (
              <button type="button" className="btn btn-secondary" onClick={() => setDialog('settings')}>
                <Icon name="sliders" size={16} /> Team Settings
              </button>
            )}
            {isMember && team.viewerRole !== 'owner' && (
              <button type="button" className="btn btn-ghost" onClick={() => setDialog('leave')}>
                Leave Team
              </button>
            )}
          </div>
        )}
      </header>

      <TeamProjectList team={team} />
      {session && team.viewerCanSeeMembers && <TeamMembers team={team} />}
      {team.viewerCanInvite && <TeamInvitations team={team} />}

      {dialog === 'project' && (
        <CreateProjectModal
          teamId={team.id}
          connections={[ConnectionHandler.getConnectionID(team.id, TEAM_PROJECTS_CONNECTION)]}
          onClose={() => setDialog('none')}
          onCreated={(project) => {
            setDialog('none');
            toast(`Project "${project.name}" created`, 'success');
          }}
        />
      )}
      {dialog === 'settings' && <TeamSettingsModal team={team} onClose={() => setDialog('none')} />}
      {dialog === 'leave' && (
        <ConfirmDialog
          title="Leave team"
          message={`Leave ${teamNameOf(team.name)}? You lose access to its private projects; a team owner or admin can invite you again.`}
          confirmLabel="Leave team"
          danger
          busy={members.busy}
          onConfirm={() => void leave()}
          onCancel={() => setDialog('none')}
        />
      )}
      {dialog === 'invite' && <InviteMemberModal teamId={team.id} teamName={teamNameOf(team.name)} onClose={() => setDialog('none')} onInvited={refresh} />}
    </div>
  );
}
