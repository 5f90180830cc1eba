// The three team roles as people read them.
const ROLE_LABELS: Record<string, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

export function roleLabel(role: string): string {
  return ROLE_LABELS[role] ?? role;
}
