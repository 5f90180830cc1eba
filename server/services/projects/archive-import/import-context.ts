// What every section of a project import shares: the transaction, the new project, the archive keys already
// given ids, and the team's members by username. Sections run in order (archive-sections.ts), so a section finds
// the ids of the rows its rows refer to (a decklist's archetype, a match's decklists) under their archive keys.
import { randomBytes } from 'node:crypto';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { ValidationError } from '../../../domain/errors.ts';
import type { ProjectArchive } from '../../../domain/validation/project-archive.ts';

/** A problem with the archive at a path below it (sections.matches.3.winner_archetype), as every import reports it. */
export function archiveProblem(at: string, message: string): ValidationError {
  return new ValidationError(`The archive is not valid at ${at}: ${message}`, [{ field: `archive.${at}`, message }]);
}

/**
 * `count` new UUIDv7 ids in ascending order. Exports list rows by id, so rows given ids in archive order are
 * exported in that order again (the round trip keeps every key).
 */
export function orderedIds(count: number): string[] {
  const time = Date.now().toString(16).padStart(12, '0');
  const ids = Array.from({ length: count }, () => {
    const random = randomBytes(10);
    random[0] = (random[0] & 0x0f) | 0x70; // version 7
    random[2] = (random[2] & 0x3f) | 0x80; // RFC 9562 variant
    const hex = time + random.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  });
  return ids.sort();
}

/** How the rows of other sections name a decklist version: its decklist's key and its number (`decklist:1#2`). */
export const versionKey = (decklist: string, number: number) => `${decklist}#${number}`;

export class ArchiveImport {
  private readonly ids = new Map<string, string>();
  readonly tx: Prisma.TransactionClient;
  readonly archive: ProjectArchive;
  readonly projectId: string;
  /** The target team's members: user ids by username. */
  private readonly members: ReadonlyMap<string, string>;

  constructor(tx: Prisma.TransactionClient, archive: ProjectArchive, projectId: string, members: ReadonlyMap<string, string>) {
    this.tx = tx;
    this.archive = archive;
    this.projectId = projectId;
    this.members = members;
  }

  /** New ids for the rows of a list, in its order, each remembered under its archive key. */
  keyed(rows: readonly { key: string }[], section: string): string[] {
    const ids = orderedIds(rows.length);
    rows.forEach((row, index) => {
      if (this.ids.has(row.key)) throw archiveProblem(`sections.${section}.${index}.key`, `${row.key} is used twice`);
      this.ids.set(row.key, ids[index]);
    });
    return ids;
  }

  /** Remembers the new id of a row the archive names by a key of its own making (a decklist version: versionKey). */
  remember(key: string, id: string): void {
    this.ids.set(key, id);
  }

  /** The new id of the row an archive key names; a key that names nothing is the archive's fault, reported where. */
  idOf(key: string, at: string): string {
    const id = this.ids.get(key);
    if (id === undefined) throw archiveProblem(at, `${key} is not in the archive`);
    return id;
  }

  /** idOf for an optional reference. */
  optionalIdOf(key: string | null, at: string): string | null {
    return key === null ? null : this.idOf(key, at);
  }

  /**
   * The team member with this username, or null: people who are not in the team are kept as a former member
   * (no user, shown as "Former member" like the rows of a deleted account).
   */
  userOf(username: string | null): string | null {
    return username === null ? null : (this.members.get(username) ?? null);
  }
}

/** One section of the archive: reads its part of the archive and writes its rows inside the import's transaction. */
export interface ArchiveSectionImporter {
  section: keyof ProjectArchive['sections'];
  write(ctx: ArchiveImport): Promise<void>;
}
