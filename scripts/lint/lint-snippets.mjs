#!/usr/bin/env node
// Lints source text as if it were the given files, with the repository's eslint.config.mjs:
// reads `[{ filePath, code }]` (JSON) on stdin and writes `[{ filePath, messages: [{ ruleId,
// message }] }]`. scripts/lint/boundaries.test.ts uses it (a child process: ESLint loads its
// config with import(), which jest's module system does not run).
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const cwd = fileURLToPath(new URL('../../', import.meta.url));
const snippets = JSON.parse(await new Response(process.stdin).text());
const eslint = new ESLint({ cwd });
const results = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: `${cwd}${filePath}` });
  results.push({
    filePath,
    messages: result.messages.map(({ ruleId, message }) => ({ ruleId, message })),
  });
}
process.stdout.write(JSON.stringify(results));
