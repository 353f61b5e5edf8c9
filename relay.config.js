// relay-compiler configuration for the web client (web/src). Artifacts are written to
// __generated__ folders next to the components; persisted documents go to
// web/persisted-documents.json, which the API server reads to accept documentIds.
// The package is ESM; relay-compiler loads this file with require(), so the config is
// exported under the 'module.exports' name that Node's require(esm) returns as is.
const config = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  persistConfig: {
    file: './web/persisted-documents.json',
    algorithm: 'SHA256',
  },
};

export { config as 'module.exports' };
export default config;
