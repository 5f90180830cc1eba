import { useState, type FormEvent } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { TokensSection_query$key } from '../../__generated__/TokensSection_query.graphql';
import type { TokensSectionPaginationQuery } from '../../__generated__/TokensSectionPaginationQuery.graphql';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { LoadMore } from '../../components/ui/LoadMore.tsx';
import { Alert } from '../../components/ui/States.tsx';
import { useCreateAccessTokenMutation, useRevokeAccessTokenMutation } from '../../mutations/useAccessTokenMutations.ts';
import { messageOf } from '../../relay/mutation.ts';
import { AccessTokenRow } from './AccessTokenRow.tsx';
import { SettingsSection } from './SettingsSection.tsx';

const PAGE = 20;

export function TokensSection({ query }: { query: TokensSection_query$key }) {
  const { data, ...paging } = usePaginationFragment<TokensSectionPaginationQuery, TokensSection_query$key>(
    graphql`
      fragment TokensSection_query on Query
      @refetchable(queryName: "TokensSectionPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        accessTokens(first: $count, after: $cursor) @connection(key: "TokensSection_accessTokens") {
          __id
          totalCount
          edges {
            node {
              id
              ...AccessTokenRow_token
            }
          }
        }
      }
    `,
    query,
  );
  const tokens = data.accessTokens;
  const [create, creating] = useCreateAccessTokenMutation();
  const [revoke, revoking] = useRevokeAccessTokenMutation();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'read' | 'write'>('read');
  const [days, setDays] = useState(30);
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [doomed, setDoomed] = useState<{ id: string; name: string } | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setResult({ tone: 'error', message: 'Name the token after the script or tool that uses it' });
    try {
      setSecret(await create({ name: name.trim(), scope, expiresInDays: days }, tokens.__id));
      setCopied(false);
      setName('');
      setResult(null);
    } catch (caught) {
      setResult({ tone: 'error', message: messageOf(caught, 'The token could not be created') });
    }
  };

  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard.writeText(secret).then(
      () => setCopied(true),
      () => setResult({ tone: 'error', message: 'Copying failed: select the token and copy it yourself' }),
    );
  };

  const confirmRevoke = async () => {
    if (!doomed) return;
    try {
      await revoke(doomed.id, tokens.__id);
      setResult({ tone: 'success', message: `Token "${doomed.name}" revoked` });
    } catch (caught) {
      setResult({ tone: 'error', message: messageOf(caught, 'The token could not be revoked') });
    }
    setDoomed(null);
  };

  return (
    <SettingsSection id="tokens" title="API tokens" description="Personal access tokens let scripts use the API as you, without your password. They cannot change your account.">
      {result && <Alert tone={result.tone}>{result.message}</Alert>}
      {secret && (
        <div className="token-secret" role="status">
          <p>
            <strong>Copy your new token now.</strong> It will not be shown again.
          </p>
          <div className="token-secret-row">
            <code aria-label="New token">{secret}</code>
            <button type="button" className="btn btn-primary btn-sm" onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </button>
          </div>
        </div>
      )}
      <form className="form settings-token-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="token-name">Token name</label>
          <input id="token-name" className="input" maxLength={100} placeholder="e.g. Nightly export" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="token-scope">Access</label>
          <select id="token-scope" className="select" value={scope} onChange={(e) => setScope(e.target.value as 'read' | 'write')}>
            <option value="read">Read only</option>
            <option value="write">Read &amp; write</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="token-days">Expires after</label>
          <select id="token-days" className="select" value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {[7, 30, 90, 365].map((n) => (
              <option key={n} value={n}>
                {n} days
              </option>
            ))}
          </select>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={creating}>
            {creating ? 'Creating…' : 'Create token'}
          </button>
        </div>
      </form>
      {tokens.edges.length === 0 ? (
        <p className="muted">No tokens yet.</p>
      ) : (
        <ul className="settings-list" aria-label="Access tokens">
          {tokens.edges.map(({ node }) => (
            <AccessTokenRow key={node.id} token={node} revoking={revoking} onRevoke={(id, tokenName) => setDoomed({ id, name: tokenName })} />
          ))}
        </ul>
      )}
      <LoadMore paging={paging} shown={tokens.edges.length} total={tokens.totalCount} noun="tokens" pageSize={PAGE} />
      {doomed && (
        <ConfirmDialog
          title="Revoke token?"
          message={`Scripts using "${doomed.name}" will be refused from their next request.`}
          confirmLabel="Revoke"
          danger
          busy={revoking}
          onConfirm={confirmRevoke}
          onCancel={() => setDoomed(null)}
        />
      )}
    </SettingsSection>
  );
}
