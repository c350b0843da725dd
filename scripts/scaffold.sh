#!/usr/bin/env bash
# Creates the project files of a workspace library or service:
#   scripts/scaffold.sh <dir> <package-name> <nx-tags comma separated>
set -euo pipefail
dir=$1; name=$2; tags=$3
root=$(cd "$(dirname "$0")/.." && pwd)
rel=$(realpath --relative-to="$root/$dir" "$root")
mkdir -p "$root/$dir/src"
cd "$root/$dir"
tagjson=$(printf '"%s",' ${tags//,/ }); tagjson="[${tagjson%,}]"
[ -f package.json ] || cat > package.json <<JSON
{
  "name": "$name",
  "version": "0.1.0",
  "private": true,
  "main": "dist/index.js",
  "types": "dist/index.d.ts",
  "scripts": {
    "build": "tsc -p tsconfig.build.json",
    "typecheck": "tsc -p tsconfig.json --noEmit",
    "lint": "eslint src",
    "test": "jest --passWithNoTests=false"
  },
  "nx": { "tags": $tagjson },
  "dependencies": {}
}
JSON
[ -f tsconfig.json ] || cat > tsconfig.json <<JSON
{
  "extends": "$rel/tsconfig.base.json",
  "compilerOptions": { "rootDir": ".", "outDir": "dist", "types": ["node", "jest"] },
  "include": ["src/**/*.ts", "test/**/*.ts"]
}
JSON
[ -f tsconfig.build.json ] || cat > tsconfig.build.json <<JSON
{
  "extends": "$rel/tsconfig.base.json",
  "compilerOptions": { "rootDir": "src", "outDir": "dist", "types": ["node"] },
  "include": ["src/**/*.ts"],
  "exclude": ["src/**/*.spec.ts"]
}
JSON
[ -f jest.config.js ] || cat > jest.config.js <<JS
module.exports = {
  ...require('$rel/jest.preset.js'),
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
JS
