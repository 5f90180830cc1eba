// The TypeScript examples of docs/api.md compile against the generated REST client: a path, parameter, body field or
// answer field the document does not have is a type error here.
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { API_DOC, exampleBlocks } from '../api/helpers/doc-examples.ts';

const root = join(import.meta.dirname, '../..');

describe('docs/api.md', () => {
  it('its TypeScript examples type-check against clients/rest', () => {
    // Beside docs/api.md, so that the examples' own import of ../clients/rest resolves as written.
    const file = join(dirname(API_DOC), 'api-examples.ts');
    const source = ['declare const BASE: string, TOKEN: string;', ...exampleBlocks(['ts']).map((block) => block.code)].join('\n');
    const { options } = ts.parseJsonConfigFileContent(ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, root);
    const host = ts.createCompilerHost(options);
    const readFile = host.readFile.bind(host);
    const fileExists = host.fileExists.bind(host);
    host.readFile = (name) => (name === file ? source : readFile(name));
    host.fileExists = (name) => name === file || fileExists(name);
    const program = ts.createProgram([file], { ...options, noEmit: true }, host);
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file ? `${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1} ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(problems).toEqual([]);
  }, 60_000);
});
