// The person behind a request: signed out, or a user with their team roles. Every service takes it and decides
// what it allows from it. Rights come from the kept rights of access/viewer-rights.ts; a long-lived viewer (an
// open subscription) refreshes them before each event, so a change of rights applies to it at once.
import type { TeamRole } from '../generated/prisma/enums.ts';
import { AuthenticationError, ForbiddenError } from '../domain/errors.ts';
import type { ViewerRights, ViewerUser } from './access/viewer-rights.ts';
import type { Credential } from './auth/credentials.ts';

export type { ViewerUser } from './access/viewer-rights.ts';

const NO_ROLES: ReadonlyMap<string, TeamRole> = new Map();

export class Viewer {
  #rights: ViewerRights | null;
  readonly #reload: () => Promise<ViewerRights | null>;
  /** How the viewer signed in; null for a signed-out viewer and for one the server acts as itself. */
  readonly credential: Credential | null;

  /**
   * `reload` reads the rights again (from the kept rights) for refresh(), null once the user or the credential is
   * gone; a signed-out viewer has none to read.
   */
  constructor(rights: ViewerRights | null, reload: () => Promise<ViewerRights | null> = async () => rights, credential: Credential | null = null) {
    this.#rights = rights;
    this.#reload = reload;
    this.credential = credential;
  }

  static anonymous(): Viewer {
    return new Viewer(null);
  }

  get user(): ViewerUser | null {
    return this.#rights?.user ?? null;
  }

  get isSignedIn(): boolean {
    return this.#rights !== null;
  }

  get isAdmin(): boolean {
    return this.#rights?.user.isAdmin === true;
  }

  /** The signed-in user, or an AuthenticationError for a signed-out viewer. */
  requireUser(): ViewerUser {
    if (!this.#rights) throw new AuthenticationError();
    return this.#rights.user;
  }

  /**
   * The signed-in user, for managing access tokens and the account itself: a personal access token may not, so that
   * a leaked token cannot make more tokens or take the account over.
   */
  requireSession(): ViewerUser {
    const user = this.requireUser();
    if (this.credential?.kind === 'token') throw new ForbiddenError('Access tokens cannot manage access tokens or the account');
    return user;
  }

  /** Refuses a change to a viewer whose access token may only read. */
  refuseReadOnly(): void {
    if (this.credential?.kind === 'token' && this.credential.scope === 'read') throw new ForbiddenError('This access token may only read');
  }

  requireAdmin(): ViewerUser {
    const user = this.requireUser();
    if (!user.isAdmin) throw new ForbiddenError('Admin access required');
    return user;
  }

  /** teamId → the viewer's role there; empty when signed out. */
  async teamRoles(): Promise<ReadonlyMap<string, TeamRole>> {
    return this.#rights?.roles ?? NO_ROLES;
  }

  async roleIn(teamId: string): Promise<TeamRole | null> {
    return this.#rights?.roles.get(teamId) ?? null;
  }

  async teamIds(): Promise<string[]> {
    return [...(this.#rights?.roles.keys() ?? [])];
  }

  /**
   * Reads the rights again: after the viewer's own rights changed within this request, and before each event of an
   * open subscription. A user deleted meanwhile becomes a signed-out viewer.
   */
  async refresh(): Promise<void> {
    if (this.#rights) this.#rights = await this.#reload();
  }
}
