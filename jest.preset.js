// Shared jest settings: TypeScript through SWC (decorator metadata on), and
// workspace libraries resolved to their sources so tests never need a build.
const fs = require('fs');
const path = require('path');

const root = __dirname;
/** The SWC settings the builds compile with (scripts/compile.js): tests run the code as it ships. */
const swc = JSON.parse(fs.readFileSync(path.join(root, 'swc.config.json'), 'utf8'));
const libGlobs = ['libs/contracts', 'libs/domain', 'libs/nest'];

function workspaceLibs() {
  const mapper = {};
  const visit = (dir) => {
    const pkgFile = path.join(dir, 'package.json');
    if (fs.existsSync(pkgFile)) {
      const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
      mapper[`^${pkg.name.replace('/', '\\/')}$`] = path.join(dir, 'src/index.ts');
      return;
    }
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'node_modules') visit(path.join(dir, entry.name));
    }
  };
  libGlobs.map((g) => path.join(root, g)).filter(fs.existsSync).forEach(visit);
  return mapper;
}

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)s$': ['@swc/jest', { ...swc, swcrc: false }],
  },
  moduleNameMapper: workspaceLibs(),
  moduleFileExtensions: ['ts', 'js', 'json'],
};
