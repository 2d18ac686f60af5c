import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { verifyArchive } from '../modules/journal';

/**
 * `npm run journal:verify-archive -- FILE [--public-key <id>:<hex>]...`: checks a journal archive with nothing
 * but the file (its manifest's signature, its files' hashes, the entries' chain and signatures); with
 * --public-key, only those published keys are trusted instead of the archive's own keys.json.
 * Exit code 0 when intact, 1 when not.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'public-key': { type: 'string', multiple: true } },
});
const file = positionals[0];
if (!file) {
  console.error('Usage: npm run journal:verify-archive -- encore-journal-2026.zip [--public-key <id>:<hex>]');
  process.exit(2);
}
// npm runs scripts from the package's folder: a relative path is the caller's.
const where = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const trusted = values['public-key']?.length
  ? new Map(values['public-key'].map((k) => k.split(':') as [string, string]))
  : undefined;
const result = await verifyArchive(new Uint8Array(fs.readFileSync(where)), trusted);
if (result.ok) console.log(`Archive intact: ${result.entries} entries verified (${where}).`);
else if (result.problem) console.error(`Archive BROKEN: ${result.problem}.`);
else console.error(`Archive BROKEN at sequence ${result.firstBrokenSequence}: ${result.reason}.`);
console.log(JSON.stringify(result));
process.exitCode = result.ok ? 0 : 1;
