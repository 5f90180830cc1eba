// The person behind a request: signed out, or a user with their team roles. Every service takes it and decides
// what it allows from it; roles are read once per request and kept.
import type { Db } from '../db/connect.ts';
import type { TeamRole } from '../generated/prisma/enums.ts';
import { AuthenticationError, ForbiddenError } from '../domain/errors.ts';

export interface ViewerUser {
  id: string;
  username: string;
  email: string;
  displayName: string | null;
  isAdmin: boolean;
  emailVerified: boolean;
}

export class Viewer {
  private roles?: Promise<Map<string, TeamRole>>;

  readonly user: ViewerUser | null;
  private readonly db: Db;

  /** `roles`: the roles already read with the user (one statement for both), when the caller has them. */
  constructor(user: ViewerUser | null, db: Db, roles?: Map<string, TeamRole>) {
    this.user = user;
    this.db = db;
    if (roles) this.roles = Promise.resolve(roles);
  }

  static anonymous(db: Db): Viewer {
    return new Viewer(null, db);
  }

  get isSignedIn(): boolean {
    return this.user !== null;
  }

  get isAdmin(): boolean {
    return this.user?.isAdmin === true;
  }

  /** The signed-in user, or an AuthenticationError for a signed-out viewer. */
  requireUser(): ViewerUser {
    if (!this.user) throw new AuthenticationError();
    return this.user;
  }

  requireAdmin(): ViewerUser {
    const user = this.requireUser();
    if (!user.isAdmin) throw new ForbiddenError('Admin access required');
    return user;
  }

  /** teamId → the viewer's role there; empty when signed out. */
  teamRoles(): Promise<Map<string, TeamRole>> {
    this.roles ??= this.user
      ? this.db.teamMember
          .findMany({ where: { userId: this.user.id }, select: { teamId: true, role: true } })
          .then((rows) => new Map(rows.map((row) => [row.teamId, row.role])))
      : Promise.resolve(new Map());
    return this.roles;
  }

  async roleIn(teamId: string): Promise<TeamRole | null> {
    return (await this.teamRoles()).get(teamId) ?? null;
  }

  async teamIds(): Promise<string[]> {
    return [...(await this.teamRoles()).keys()];
  }

  /** Forget cached roles, after the viewer's own membership changed within this request. */
  invalidateRoles(): void {
    this.roles = undefined;
  }
}
