// relay-compiler loads this file with require(); in a "type": "module" package this export form satisfies both it
// and ESM tooling (web/vite.config.ts reads the artifact settings from it for Relay's SWC plugin).
const config = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
  // Paths are from the artifact directory.
  customScalarTypes: { DateTime: 'string', JSON: 'unknown', MatrixRowCounts: { name: 'CountLists', path: '../../../server/domain/matchup/matrix.ts' } },
  noFutureProofEnums: true,
  // Artifacts import their types with `import type`, so Node's type stripping can load them (bench and test helpers read
  // the screen queries' texts from them).
  useImportTypeSyntax: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
};
export { config as 'module.exports' };
export default config;
