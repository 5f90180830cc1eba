// The decided outcomes of docs/decisions.md ("Who may read and write what") as named profiles, how each outcome
// shows in each API (REST status, GraphQL data / null / result-union error member / error code, subscription), and
// the two checks every call gets: nothing private in the answer, nothing changed by a refused write.
import type { TestApp } from './test-app.ts';
import type { Role } from './world.ts';
import type { Scope } from './authz-world.ts';

/**
 * ok: allowed (the target is there). empty: answered, but without the target (lists and nested fields that leave out
 * what the viewer may not read). hidden: "not found" (the target's existence is not revealed). forbidden: readable but
 * not changeable. unauthenticated: needs a signed-in user.
 */
export type Outcome = 'ok' | 'empty' | 'hidden' | 'forbidden' | 'unauthenticated';
export type RoleOutcomes = Record<Role, Outcome>;
/** Outcomes per target; `any` for entry points without a public/private distinction. */
export type Profile = Partial<Record<Scope | 'any', RoleOutcomes>>;

const everyone = (outcome: Outcome): RoleOutcomes => ({ anonymous: outcome, outsider: outcome, member: outcome, admin: outcome, owner: outcome, siteAdmin: outcome });

/** `team` stands for the team's member, admin and owner alike unless `member` says otherwise for the plain member. */
function whom(o: { anonymous: Outcome; outsider: Outcome; team: Outcome; member?: Outcome; siteAdmin: Outcome }): RoleOutcomes {
  return { anonymous: o.anonymous, outsider: o.outsider, member: o.member ?? o.team, admin: o.team, owner: o.team, siteAdmin: o.siteAdmin };
}

const signedIn = whom({ anonymous: 'unauthenticated', outsider: 'ok', team: 'ok', siteAdmin: 'ok' });

export const OPEN: Profile = { any: everyone('ok') };
export const SIGNED_IN: Profile = { any: signedIn };
/** The admin panel. */
export const ADMIN_ONLY: Profile = { any: whom({ anonymous: 'unauthenticated', outsider: 'forbidden', team: 'forbidden', siteAdmin: 'ok' }) };
/** Teams, projects and everything in them: public ones for everyone, private ones for members and site admins. */
export const READ: Profile = { private: whom({ anonymous: 'hidden', outsider: 'hidden', team: 'ok', siteAdmin: 'ok' }), public: everyone('ok') };
/** A list or total narrowed by a filter: a private target is simply left out for those who may not read it. */
export const FILTERED_READ: Profile = { private: whom({ anonymous: 'empty', outsider: 'empty', team: 'ok', siteAdmin: 'ok' }), public: everyone('ok') };
/** Lists of public things: the public target is listed, the private one never. */
export const PUBLIC_LIST: Profile = { private: everyone('empty'), public: everyone('ok') };
/** A signed-in user's list of everything readable. */
export const READABLE_LIST: Profile = { private: whom({ anonymous: 'unauthenticated', outsider: 'empty', team: 'ok', siteAdmin: 'ok' }), public: signedIn };
/** Lists of the viewer's own teams: a site admin reads everything but belongs to none. */
const ownTeams = whom({ anonymous: 'unauthenticated', outsider: 'empty', team: 'ok', siteAdmin: 'empty' });
export const MY_TEAMS_LIST: Profile = { private: ownTeams, public: ownTeams };
/** "My private …" lists: the private projects of the viewer's teams. */
export const MY_PRIVATE_LIST: Profile = { private: ownTeams, public: whom({ anonymous: 'unauthenticated', outsider: 'empty', team: 'empty', siteAdmin: 'empty' }) };
/** A team's member list: fellow members and site admins only, also for public teams. */
export const MEMBERS_LIST: Profile = {
  private: whom({ anonymous: 'unauthenticated', outsider: 'hidden', team: 'ok', siteAdmin: 'ok' }),
  public: whom({ anonymous: 'unauthenticated', outsider: 'forbidden', team: 'ok', siteAdmin: 'ok' }),
};
/** The same read as nested fields show it: the team of a public project of a private team, a team's members. */
export const NESTED_TEAM_ONLY: RoleOutcomes = whom({ anonymous: 'empty', outsider: 'empty', team: 'ok', siteAdmin: 'ok' });
/** Creating and changing projects, archetypes, decklists and matches: the team's members. */
export const WRITE_MEMBER: Profile = {
  private: whom({ anonymous: 'unauthenticated', outsider: 'hidden', team: 'ok', siteAdmin: 'forbidden' }),
  public: whom({ anonymous: 'unauthenticated', outsider: 'forbidden', team: 'ok', siteAdmin: 'forbidden' }),
};
/** Inviting and searching users to invite: the team's owner and admins. */
export const MANAGE_TEAM: Profile = {
  private: whom({ anonymous: 'unauthenticated', outsider: 'hidden', team: 'ok', member: 'forbidden', siteAdmin: 'forbidden' }),
  public: whom({ anonymous: 'unauthenticated', outsider: 'forbidden', team: 'ok', member: 'forbidden', siteAdmin: 'forbidden' }),
};
/** `outsider` for the outsider, `owner` for the owner, `others` for the team's member and admin and the site admin. */
const ownerRule = (outsider: Outcome, owner: Outcome, others: Outcome): RoleOutcomes => ({ anonymous: 'unauthenticated', outsider, member: others, admin: others, owner, siteAdmin: 'forbidden' });
/** Changing and deleting a team, transferring it: its owner only. */
export const OWNER_ONLY: Profile = { private: ownerRule('hidden', 'ok', 'forbidden'), public: ownerRule('forbidden', 'ok', 'forbidden') };
/** Leaving a team: its members and admins; the owner transfers the team first. */
export const LEAVE: Profile = { private: ownerRule('hidden', 'forbidden', 'ok'), public: ownerRule('forbidden', 'forbidden', 'ok') };
/** Commenting: members on private threads, anyone signed in on public ones. */
export const COMMENT: Profile = { private: WRITE_MEMBER.private, public: signedIn };
/** Whether the viewer may reply to a comment they read (its viewerCanReply flag): the rule of COMMENT. */
export const REPLY_RIGHTS: Profile = {
  private: whom({ anonymous: 'hidden', outsider: 'hidden', team: 'ok', siteAdmin: 'empty' }),
  public: whom({ anonymous: 'empty', outsider: 'ok', team: 'ok', siteAdmin: 'ok' }),
};
/** A comment the member wrote: only its author may change it. */
export const AUTHOR: Profile = {
  private: whom({ anonymous: 'unauthenticated', outsider: 'hidden', team: 'forbidden', member: 'ok', siteAdmin: 'forbidden' }),
  public: whom({ anonymous: 'unauthenticated', outsider: 'forbidden', team: 'forbidden', member: 'ok', siteAdmin: 'forbidden' }),
};
/** Each signed-in role's own comment on a public thread. */
export const OWN_COMMENT: Profile = { public: signedIn };
/** The member's notifications and mentions: nobody else can see that they exist. */
export const SELF: Profile = { any: whom({ anonymous: 'unauthenticated', outsider: 'hidden', team: 'hidden', member: 'ok', siteAdmin: 'hidden' }) };
/** The member's User as others see it: its notifications, mentions and unread counts are the member's alone. */
export const OWN_FIELDS: Profile = { any: whom({ anonymous: 'empty', outsider: 'empty', team: 'empty', member: 'ok', siteAdmin: 'empty' }) };
/** Lists of one's own notifications and mentions: everyone has one, the member's entries are only in the member's. */
export const SELF_LIST: Profile = { any: whom({ anonymous: 'unauthenticated', outsider: 'empty', team: 'empty', member: 'ok', siteAdmin: 'empty' }) };

/** How an API shows outcomes. */
export type Style = 'rest' | 'nullable' | 'named' | 'throws' | 'union' | 'subscription';

const SHOWN: Record<Exclude<Style, 'rest'>, Record<Exclude<Outcome, 'ok' | 'empty'>, string>> = {
  /** Root lookups and node(id:): null for anything the viewer may not have. */
  nullable: { hidden: 'null', forbidden: 'null', unauthenticated: 'null' },
  /** Fields that name something by an argument (commentCount, exportProject): null when not found, refusals as errors. */
  named: { hidden: 'null', forbidden: 'FORBIDDEN', unauthenticated: 'UNAUTHENTICATED' },
  /** Lists and other fields without a result union: a GraphQL error with extensions.code. */
  throws: { hidden: 'NOT_FOUND', forbidden: 'FORBIDDEN', unauthenticated: 'UNAUTHENTICATED' },
  /** Mutations (and fields with errors): a typed error member of the result union. */
  union: { hidden: 'NotFoundError', forbidden: 'ForbiddenError', unauthenticated: 'AuthenticationError' },
  subscription: { hidden: 'NOT_FOUND', forbidden: 'FORBIDDEN', unauthenticated: 'UNAUTHENTICATED' },
};
const REST_STATUS = { hidden: 404, forbidden: 403, unauthenticated: 401 };

/** What an outcome looks like in a style: `status` is the REST success status, `target` names what "empty" leaves out. */
export function shown(outcome: Outcome, style: Style, status: number, target: string): string | number {
  const ok = style === 'rest' ? status : style === 'subscription' ? 'event' : 'data';
  if (outcome === 'ok') return ok;
  if (outcome === 'empty') return style === 'subscription' ? 'no event' : `${ok} without ${target}`;
  return style === 'rest' ? REST_STATUS[outcome] : SHOWN[style][outcome];
}

export const GRAPHQL_ERROR_TYPES = new Set([
  'ValidationError',
  'AuthenticationError',
  'ForbiddenError',
  'NotFoundError',
  'ConflictError',
  'EmailNotVerifiedError',
  'PayloadTooLargeError',
  'RateLimitError',
  'MailRefusedError',
]);

/** The error codes in GraphQL errors, however a transport wrapped them. */
export function errorCodes(errors: unknown): string {
  const codes = [...JSON.stringify(errors).matchAll(/"code":"([A-Z_]+)"/g)].map((m) => m[1]);
  return codes.length ? [...new Set(codes)].join(',') : `error ${JSON.stringify(errors)}`;
}

/** The secrets that appear in an answer. */
export function leaksIn(answer: unknown, secrets: readonly string[]): string[] {
  const text = typeof answer === 'string' ? answer : JSON.stringify(answer ?? null);
  return secrets.filter((secret) => text.includes(secret));
}

/** Everything a write could touch (not the sign-in bookkeeping), so that a refused write can be shown to change nothing. */
const TABLES = ['User', 'Team', 'TeamMember', 'Invitation', 'Project', 'Archetype', 'Decklist', 'DecklistVersion', 'CardLine', 'Match', 'MatchTally', 'Comment', 'Mention', 'Notification'];
const FINGERPRINT = `SELECT md5(string_agg(h, '|' ORDER BY n)) AS f FROM (${TABLES.map(
  (table, n) => `SELECT ${n} AS n, md5(coalesce(string_agg(r::text, ',' ORDER BY r::text), '')) AS h FROM "${table}" r`,
).join(' UNION ALL ')}) tables`;

/** A digest of every row of every table a write could touch. */
export async function fingerprint(t: TestApp): Promise<string> {
  const [row] = await t.app.deps.db.$queryRawUnsafe<{ f: string }[]>(FINGERPRINT);
  return row.f;
}
