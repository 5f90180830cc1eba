// How versions are named outside the database: 'v{number}'. The spec's fallbacks ('Previous', 'Current',
// 'Version {id}') are for clients that lack a tag; the server always has the number.
export function versionTag(number: number): string {
  return `v${number}`;
}
