import { formatDateTime } from '../ui/format-date.ts';
import { LoadMore, type Paging } from '../ui/LoadMore.tsx';
import { versionLabel } from './card-groups.ts';

interface VersionItem {
  readonly id: string;
  readonly number: number;
  readonly versionTag: string;
  readonly createdAt: string;
  readonly changeSummary: string | null | undefined;
  /** Who saved it, by display name; null once that account is gone. */
  readonly author: string | null;
}

/** The Version History side list: CURRENT first, then the past versions, newest first (scrolls past 400 px), each with who saved it. */
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
                <span className="muted small">
                  {formatDateTime(version.createdAt)} · by {version.author ?? 'a deleted account'}
                </span>
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
