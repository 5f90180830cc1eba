// The OpenAPI document passes Redocly's recommended rules (the rule set of `redocly lint`), with no error and no
// warning. One rule is off, for a reason that holds for this API:
// - no-ambiguous-paths: /api/projects/team/{teamId} and /api/projects/{id}/archetypes would both match
//   /api/projects/team/archetypes, but ids are UUIDs, so "team" never names a project.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../server/rest/openapi.ts';
import { routes } from '../../server/rest/routes.ts';

describe('the OpenAPI document', () => {
  it("passes the linter's recommended rules", async () => {
    const config = await createConfig({ extends: ['recommended'], rules: { 'no-ambiguous-paths': 'off' } });
    const problems = await lintFromString({ source: JSON.stringify(openApiDocument(routes)), absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });
});
