#!/usr/bin/env node
// A project's build: every TypeScript file under src/ (tests aside) compiled to dist/ with SWC, one file at a
// time with its source map, in the layout tsc would write. Types are checked once for the whole workspace by
// `npm run typecheck` (tsconfig.typecheck.json), not again per build; swc.config.json is the settings the
// unit tests compile with too (jest.preset.js), so what is tested is what runs.
const { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { dirname, join, relative } = require('node:path');
const { transformFile } = require('@swc/core');

const SETTINGS = JSON.parse(readFileSync(join(__dirname, '..', 'swc.config.json'), 'utf8'));
const isSource = (name) => name.endsWith('.ts') && !name.endsWith('.d.ts') && !name.endsWith('.spec.ts');

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return isSource(entry.name) ? [path] : [];
  });
}

async function compile(file, src, out) {
  const target = join(out, relative(src, file)).replace(/\.ts$/, '.js');
  const { code, map } = await transformFile(file, {
    ...SETTINGS,
    swcrc: false,
    sourceMaps: true,
    sourceFileName: relative(dirname(target), file),
    outputPath: target,
  });
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, `${code}\n//# sourceMappingURL=${target.split('/').pop()}.map\n`);
  writeFileSync(`${target}.map`, map);
}

async function main() {
  const project = process.cwd();
  const src = join(project, 'src');
  const out = join(project, 'dist');
  rmSync(out, { recursive: true, force: true });
  const files = sources(src);
  await Promise.all(files.map((file) => compile(file, src, out)));
  console.log(`compiled ${files.length} files from ${relative(project, src)}/ to ${relative(project, out)}/`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
