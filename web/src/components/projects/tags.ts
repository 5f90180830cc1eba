/** Adds `raw` to `tags` trimmed; empty entries and duplicates (ignoring case, as the server does) are not added. */
export function withTag(tags: readonly string[], raw: string): readonly string[] {
  const tag = raw.trim();
  if (!tag || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return tags;
  return [...tags, tag];
}
