/** The spec's fallback for an archetype without a name (section 2, /decks). */
export function archetypeNameOf(name: string | null | undefined): string {
  return name?.trim() || 'Unnamed Archetype';
}
