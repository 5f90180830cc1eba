import { formatDateTime } from '../ui/format-date.ts';
import { LoadMore, type Paging } from '../ui/LoadMore.tsx';
import { versionLabel } from './card-groups.ts';

interface VersionItem {
  readonly id: string;
  readonly number: number;
  readonly versionTag: string;
  readonly createdAt: string;
  readonly changeSummary: string | null | undefined;
}

/** The Version History side list: CURRENT first, then the past versions, newest first (scrolls past 400 px). */
export function VersionHistory({
  versions,
  currentId,
  selectedId,
  onSelect,
  paging,
  total,
}: {
  versions: readonly VersionItem[];
  currentId: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The older versions come a page at a time. */
  paging: Paging;
  total: number;
}) {
  return (
    <aside className="version-history" aria-label="Version History">
      <h4>Version History</h4>
      <ol>
        {versions.map((version) => {
          const isCurrent = version.id === currentId;
          const active = isCurrent ? selectedId === null : selectedId === version.id;
          return (
            <li key={version.id}>
              <button type="button" className={`version-item${active ? ' active' : ''}`} aria-current={active ? 'true' : undefined} onClick={() => onSelect(version.id)}>
                <span className="version-tag">
                  {versionLabel(version.versionTag, isCurrent ? 'Current' : `Version ${version.number}`)}
                  {isCurrent && <span className="version-current">CURRENT</span>}
                </span>
                <span className="muted small">{formatDateTime(version.createdAt)}</span>
                {version.changeSummary && <span className="version-summary small">{version.changeSummary}</span>}
              </button>
            </li>
          );
        })}
      </ol>
      <LoadMore paging={paging} shown={versions.length} total={total} noun="versions" pageSize={50} />
    </aside>
  );
}
