import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { projectPath } from '../../components/projects/display.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { Alert } from '../../components/ui/States.tsx';
import { useImportProjectMutation } from '../../mutations/useImportProjectMutation.ts';
import { messageOf } from '../../relay/mutation.ts';

/**
 * "Import Project" for the team's owners and admins: a project archive file (as "Export Project" saves it) becomes a
 * new project of the team, which opens; a file that is not an archive leaves the server's reason on screen.
 */
export function ImportProjectButton({ teamId, connections }: { teamId: string; connections: readonly string[] }) {
  const [importProject, inFlight] = useImportProjectMutation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  async function importFile(file: File) {
    setError(null);
    let archive: unknown;
    try {
      archive = JSON.parse(await file.text());
    } catch {
      setError(`${file.name} is not a project archive: it is not JSON`);
      return;
    }
    try {
      const project = await importProject(teamId, archive, connections);
      navigate(projectPath(project.teamDatabaseId, project.databaseId));
    } catch (failure) {
      setError(messageOf(failure, 'Failed to import the project'));
    }
  }

  return (
    <>
      <label className={`btn btn-secondary file-button${inFlight ? ' is-disabled' : ''}`}>
        <Icon name="upload" size={16} /> {inFlight ? 'Importing…' : 'Import Project'}
        <input
          type="file"
          accept=".json,application/json"
          className="sr-only"
          disabled={inFlight}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void importFile(file);
          }}
        />
      </label>
      {error && (
        <div className="team-import-error">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
    </>
  );
}
