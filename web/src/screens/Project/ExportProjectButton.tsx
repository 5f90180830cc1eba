import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ExportProjectButtonQuery } from '../../__generated__/ExportProjectButtonQuery.graphql';
import { downloadText } from '../../components/matches/download.ts';
import { Icon } from '../../components/ui/Icon.tsx';

const ARCHIVE = graphql`
  query ExportProjectButtonQuery($projectId: ID!) {
    exportProject(projectId: $projectId)
  }
`;

/** The file an archive is saved as: the project's name, made safe for file systems. */
export const archiveFileName = (projectName: string) => `${projectName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'project'}.sideboard.json`;

/**
 * "Export Project" for the team's owners and admins: the whole project as one JSON archive, saved as a file that
 * "Import Project" on a team page reads back. Asked for when clicked (network-only: it is not kept in the store).
 */
export function ExportProjectButton({ projectId, projectName }: { projectId: string; projectName: string }) {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function exportArchive() {
    setBusy(true);
    setError(null);
    try {
      const result = await fetchQuery<ExportProjectButtonQuery>(environment, ARCHIVE, { projectId }, { fetchPolicy: 'network-only' }).toPromise();
      // Null: the project is gone or no longer readable.
      if (!result?.exportProject) throw new Error('no archive');
      downloadText(archiveFileName(projectName), JSON.stringify(result.exportProject, null, 2), 'application/json');
    } catch {
      setError('Failed to export the project');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={exportArchive} disabled={busy}>
        <Icon name="download" size={16} /> {busy ? 'Exporting…' : 'Export Project'}
      </button>
      {error && (
        <span className="project-export-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
