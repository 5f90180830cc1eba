/** "1 match", "2 matches", "0 games": a count with its noun in the right number. */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
