import crypto from 'node:crypto';
import { strToU8, unzipSync, zipSync, strFromU8 } from 'fflate';
import { SaxesParser } from 'saxes';
import { canonicalJson } from '@encore/shared/journal/canonical-json';
import { archiveNamespace, entriesCsv, entriesXml, entriesXsd } from './archive-files';
import { keyIdOf, publicKeyFromHex, signHash, verifyHash } from './journal-hash';
import type { JournalKey } from './journal-key';
import { verifyEntries, type StoredEntry, type VerifyResult } from './journal-verify';

const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

export interface ArchiveManifest {
  format: 'encore-journal-archive/1';
  period: string;
  createdAt: string;
  fromSequence: number;
  toSequence: number;
  entries: number;
  /** The hash the period's first entry links to (the last hash of the entries before it). */
  previousHash: string;
  lastHash: string;
  /** SHA-256 (hex) of every other file of the archive. */
  files: Record<string, string>;
  keyId: string;
}

/**
 * The archive of a period: entries.xml and its XSD, entries.csv for people, closings.json (the closings
 * of the period: the archive runs on to the period's own closing), keys.json (every public key the entries name), manifest.json (hashes of those files and
 * the chain's ends) and manifest.sig (Ed25519, base64, over the SHA-256 of manifest.json's bytes).
 */
export function buildArchive(input: {
  period: string;
  entries: StoredEntry[];
  keys: Map<string, string>;
  key: JournalKey;
  createdAt: Date;
}): { zip: Uint8Array; manifest: ArchiveManifest; sha256: string } {
  const { entries } = input;
  // The closings of the period (its days, months and itself), not those of the period before, made in it.
  const closings = entries
    .filter((e) => e.type === 'closing')
    .map((e) => ({ sequence: e.sequence, at: e.at, ...(JSON.parse(e.payload) as { period: string }) }))
    .filter((c) => c.period.startsWith(input.period));
  const keys = [...input.keys].map(([keyId, publicKey]) => ({ keyId, publicKey }));
  const files: Record<string, Uint8Array> = {
    'entries.xml': strToU8([...entriesXml(input.period, entries)].join('')),
    'entries.xsd': strToU8(entriesXsd),
    'entries.csv': strToU8([...entriesCsv(entries)].join('')),
    'closings.json': strToU8(`${JSON.stringify(closings, null, 2)}\n`),
    'keys.json': strToU8(`${JSON.stringify({ keys }, null, 2)}\n`),
  };
  const manifest: ArchiveManifest = {
    format: 'encore-journal-archive/1',
    period: input.period,
    createdAt: input.createdAt.toISOString(),
    fromSequence: entries[0]?.sequence ?? 0,
    toSequence: entries.at(-1)?.sequence ?? 0,
    entries: entries.length,
    previousHash: entries[0]?.previousHash ?? '',
    lastHash: entries.at(-1)?.hash ?? '',
    files: Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, sha256(bytes)])),
    keyId: input.key.keyId,
  };
  const manifestBytes = strToU8(`${canonicalJson(manifest)}\n`);
  files['manifest.json'] = manifestBytes;
  files['manifest.sig'] = strToU8(`${signHash(sha256(manifestBytes), input.key.privateKey)}\n`);
  const zip = sealZip(zipSync(files, { level: 6, mtime: input.createdAt }), input.key);
  return { zip, manifest, sha256: sha256(zip) };
}

const sealPrefix = 'encore-journal-seal ';

/**
 * Signs the ZIP's every byte: its end-of-central-directory comment (the archive's last bytes) carries an
 * Ed25519 signature over the SHA-256 of everything before it, comment length included, so a changed byte
 * anywhere (a file, a header, a date no unzip reads) fails the check.
 */
function sealZip(zip: Uint8Array, key: JournalKey): Uint8Array {
  const eocd = zip.length - 22; // fflate writes no comment: the record is the last 22 bytes
  const signatureLength = 88; // base64 of 64 bytes
  const comment = `${sealPrefix}${key.keyId} `;
  const length = comment.length + signatureLength;
  const head = new Uint8Array(zip.length);
  head.set(zip);
  new DataView(head.buffer).setUint16(eocd + 20, length, true);
  const seal = signHash(sha256(head), key.privateKey);
  const sealed = new Uint8Array(zip.length + length);
  sealed.set(head);
  sealed.set(strToU8(`${comment}${seal}`), zip.length);
  return sealed;
}

/** The seal's key id and whether it verifies under `keys`; null when the archive has no readable seal. */
function checkSeal(bytes: Uint8Array, keys: Map<string, string>): boolean {
  const tail = strFromU8(bytes.subarray(Math.max(0, bytes.length - 200)));
  const at = tail.lastIndexOf(sealPrefix);
  if (at < 0) return false;
  const [keyId, signature] = tail.slice(at + sealPrefix.length).split(' ');
  const sealLength = strToU8(tail.slice(at)).length;
  const hex = keyId && keys.get(keyId);
  if (!hex || !signature) return false;
  return verifyHash(sha256(bytes.subarray(0, bytes.length - sealLength)), signature, publicKeyFromHex(hex));
}

function parseEntries(xml: string): StoredEntry[] {
  const entries: StoredEntry[] = [];
  const parser = new SaxesParser({ xmlns: true });
  let current: StoredEntry | null = null;
  let text: string | null = null;
  parser.on('opentag', (tag) => {
    if (tag.uri !== archiveNamespace) throw new Error(`unexpected element ${tag.name}`);
    if (tag.local === 'entry') {
      const a = (name: string) => {
        const value = tag.attributes[name];
        const found = typeof value === 'string' ? value : value?.value;
        if (found === undefined) throw new Error(`entry without ${name}`);
        return found;
      };
      current = {
        sequence: Number(a('sequence')),
        at: a('at'),
        type: a('type'),
        payload: '',
        previousHash: a('previousHash'),
        hash: a('hash'),
        signature: a('signature'),
        signedSequence: Number(a('signedSequence')),
        keyId: a('keyId'),
      };
    } else if (tag.local === 'payload') text = '';
  });
  parser.on('text', (t) => {
    if (text !== null) text += t;
  });
  parser.on('closetag', (tag) => {
    if (tag.local === 'payload' && current) {
      current.payload = text ?? '';
      text = null;
    } else if (tag.local === 'entry' && current) {
      entries.push(current);
      current = null;
    }
  });
  parser.write(xml).close();
  return entries;
}

export interface ArchiveCheck extends VerifyResult {
  /** What is wrong with the archive itself (its files, manifest or signature), when not the chain. */
  problem: string | null;
}

/**
 * Checks an archive with nothing but its bytes (and, optionally, the public keys one trusts): the ZIP reads,
 * the manifest's signature holds under its key (from keys.json, or the trusted ones), every file has the
 * hash the manifest names, and the entries' chain and signatures hold from the manifest's first sequence.
 */
export async function verifyArchive(bytes: Uint8Array, trusted?: Map<string, string>): Promise<ArchiveCheck> {
  const broken = (problem: string): ArchiveCheck => ({
    ok: false,
    entries: 0,
    firstBrokenSequence: null,
    reason: null,
    problem,
  });
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch (error) {
    return broken(`not a readable ZIP file (${(error as Error).message})`);
  }
  const manifestBytes = files['manifest.json'];
  const signature = files['manifest.sig'];
  const keysFile = files['keys.json'];
  if (!manifestBytes || !signature || !keysFile)
    return broken('manifest.json, manifest.sig or keys.json missing');
  let manifest: ArchiveManifest;
  let keys: Map<string, string>;
  try {
    manifest = JSON.parse(strFromU8(manifestBytes)) as ArchiveManifest;
    const listed = (JSON.parse(strFromU8(keysFile)) as { keys: { keyId: string; publicKey: string }[] }).keys;
    keys = new Map(listed.map((k) => [k.keyId, k.publicKey]));
  } catch {
    return broken('manifest.json or keys.json is not JSON');
  }
  for (const [id, hex] of keys)
    if (keyIdOf(hex) !== id) return broken(`keys.json: key ${id} does not match its id`);
  if (!checkSeal(bytes, trusted ?? keys))
    return broken(
      'the seal does not verify: a byte of the archive changed, or it is not signed by a trusted key',
    );
  const signer = (trusted ?? keys).get(manifest.keyId);
  if (!signer || !verifyHash(sha256(manifestBytes), strFromU8(signature).trim(), publicKeyFromHex(signer)))
    return broken('manifest.sig does not verify: the manifest was changed or not signed by a trusted key');
  for (const [name, hash] of Object.entries(manifest.files ?? {})) {
    const file = files[name];
    if (!file || sha256(file) !== hash) return broken(`${name} does not match the manifest`);
  }
  let entries: StoredEntry[];
  try {
    entries = parseEntries(strFromU8(files['entries.xml']!));
  } catch (error) {
    return broken(`entries.xml does not read (${(error as Error).message})`);
  }
  const bySequence = new Map(entries.map((e) => [e.hash, e.sequence]));
  const result = await verifyEntries(
    (async function* () {
      yield entries;
    })(),
    {
      start: { sequence: manifest.fromSequence, previousHash: manifest.previousHash },
      initialKeys: keys,
      trustedKeys: trusted,
      head: { sequence: manifest.toSequence, hash: manifest.lastHash },
      locate: async (hash) => bySequence.get(hash) ?? null,
    },
  );
  if (result.ok && result.entries !== manifest.entries)
    return { ...result, ok: false, problem: 'the manifest counts other entries than entries.xml has' };
  return { ...result, problem: null };
}
