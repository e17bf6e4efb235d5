// `node scripts/lockfile-check.mjs <before> <after>`: fails when `npm install` changed what the
// committed lockfile resolves. Optional platform builds (Biome's per-OS binaries) are left out
// of the comparison: whether a registry mirror carries them says nothing about our tree.
import { readFileSync } from 'node:fs';

const [beforePath, afterPath] = process.argv.slice(2);
if (!beforePath || !afterPath) {
  console.error('usage: lockfile-check.mjs <before.json> <after.json>');
  process.exit(2);
}

function resolved(path) {
  const lock = JSON.parse(readFileSync(path, 'utf8'));
  const out = new Map();
  for (const [name, entry] of Object.entries(lock.packages ?? {})) {
    if (entry.optional && (entry.os || entry.cpu)) continue;
    out.set(name, `${entry.version ?? ''} ${entry.integrity ?? ''}`);
  }
  return out;
}

const before = resolved(beforePath);
const after = resolved(afterPath);
const changed = [];
for (const [name, value] of after) if (before.get(name) !== value) changed.push(name);
for (const name of before.keys()) if (!after.has(name)) changed.push(name);
if (changed.length > 0) {
  console.error(
    `package-lock.json is not current (${changed.length} entries differ): run npm install and commit it.`,
  );
  for (const name of changed.slice(0, 20)) console.error(`  ${name || '(root)'}`);
  process.exit(1);
}
console.log('package-lock.json is current');
