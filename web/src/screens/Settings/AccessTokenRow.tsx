import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AccessTokenRow_token$key } from '../../__generated__/AccessTokenRow_token.graphql';
import { formatDate, formatDateTime } from '../../components/ui/format-date.ts';

/** One personal access token in the list: its name, scope, lifetime and last use, and a Revoke button. */
export function AccessTokenRow({ token, onRevoke, revoking }: { token: AccessTokenRow_token$key; onRevoke: (id: string, name: string) => void; revoking: boolean }) {
  const data = useFragment(
    graphql`
      fragment AccessTokenRow_token on PersonalAccessToken {
        id
        name
        scope
        createdAt
        expiresAt
        lastUsedAt
      }
    `,
    token,
  );
  // Whether it had expired when the list was shown (a token does not expire while one looks at it, in practice).
  const [shownAt] = useState(Date.now);
  const expired = new Date(data.expiresAt).getTime() <= shownAt;
  return (
    <li className="settings-list-row">
      <div>
        <strong>{data.name}</strong> <span className={`badge ${data.scope === 'write' ? 'badge-danger' : 'badge-info'}`}>{data.scope === 'write' ? 'Read & write' : 'Read only'}</span>
        <div className="muted small">
          Created {formatDate(data.createdAt)} · {expired ? 'expired' : 'expires'} {formatDate(data.expiresAt)} · {data.lastUsedAt ? `last used ${formatDateTime(data.lastUsedAt)}` : 'never used'}
        </div>
      </div>
      <button type="button" className="btn btn-secondary btn-sm" disabled={revoking} onClick={() => onRevoke(data.id, data.name)}>
        Revoke
      </button>
    </li>
  );
}
