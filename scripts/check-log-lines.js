#!/usr/bin/env node
// The line checks of scripts/check-logs.sh, for the log files named on the command line:
// - in every file: no card number (13-19 digits, spaces or hyphens between them, passing Luhn);
// - in a product process's log (<mode>-<service>.log or <mode>-<service>-worker.log, a service being a folder
//   under services/): every line is one JSON object of the product's log format (time, level, app, role, msg,
//   requestId, business), and no `password` or `token` key, at any depth, holds a value.
// Prints file, line and what was found (never more than its first characters); exits 1 when anything was.
const { readdirSync, readFileSync } = require('node:fs');
const { basename, join } = require('node:path');

const ROOT = join(__dirname, '..');
const SERVICES = readdirSync(join(ROOT, 'services'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const LEVELS = new Set(['error', 'warn', 'info', 'debug']);
const MASKED = '[redacted]';
/** Reported per file and kind; the rest are counted. */
const MAX_REPORTS = 5;

const CARD = /(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])/g;
function luhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
function cardNumbers(text) {
  return (text.match(CARD) ?? []).filter((c) => {
    const digits = c.replace(/[ -]/g, '');
    return digits.length >= 13 && digits.length <= 19 && luhn(digits);
  });
}

function isProductLog(file) {
  const name = basename(file);
  return SERVICES.some((s) => name.endsWith(`-${s}.log`) || name.endsWith(`-${s}-worker.log`));
}

/** What is wrong with a product log line: its format, and keys holding a password or token. */
function lineProblems(line) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return [['not a JSON line', line]];
  }
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return [['not a JSON object', line]];
  const problems = [];
  if (typeof entry.time !== 'string' || Number.isNaN(Date.parse(entry.time)))
    problems.push(['no ISO time', line]);
  if (!LEVELS.has(entry.level)) problems.push(['no level (error, warn, info, debug)', line]);
  for (const key of ['app', 'role', 'msg'])
    if (typeof entry[key] !== 'string') problems.push([`no ${key}`, line]);
  for (const key of ['requestId', 'business'])
    if (!(key in entry) || (entry[key] !== null && typeof entry[key] !== 'string'))
      problems.push([`no ${key} (string or null)`, line]);
  const walk = (value) => {
    if (!value || typeof value !== 'object') return;
    for (const [k, v] of Object.entries(value)) {
      if (/password|token/i.test(k) && v !== null && v !== '' && v !== MASKED)
        problems.push([`a value under '${k}'`, typeof v === 'string' ? v : JSON.stringify(v)]);
      else walk(v);
    }
  };
  walk(entry);
  return problems;
}

let found = false;
for (const file of process.argv.slice(2)) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue;
  }
  const product = isProductLog(file);
  const counts = new Map();
  const report = (lineNo, kind, value) => {
    found = true;
    const n = (counts.get(kind) ?? 0) + 1;
    counts.set(kind, n);
    if (n <= MAX_REPORTS)
      console.error(`check-logs: ${file}:${lineNo}: ${kind} (${String(value).slice(0, 6)}...)`);
  };
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  lines.forEach((line, i) => {
    for (const card of cardNumbers(line)) report(i + 1, 'card number', card);
    if (product) for (const [kind, value] of lineProblems(line)) report(i + 1, kind, value);
  });
  for (const [kind, n] of counts)
    if (n > MAX_REPORTS) console.error(`check-logs: ${file}: ${n - MAX_REPORTS} more of: ${kind}`);
}
process.exit(found ? 1 : 0);
