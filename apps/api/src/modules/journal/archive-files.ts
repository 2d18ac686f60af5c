import type { StoredEntry } from './journal-verify';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const archiveNamespace = 'urn:encore:journal:1';

/** The entries as XML (entries.xml), each attribute and the payload exactly as stored. */
export function* entriesXml(period: string, entries: Iterable<StoredEntry>): Generator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<journal xmlns="${archiveNamespace}" period="${period}">\n`;
  for (const e of entries)
    yield `  <entry sequence="${e.sequence}" at="${e.at}" type="${escapeXml(e.type)}" previousHash="${e.previousHash}" hash="${e.hash}" signature="${e.signature}" signedSequence="${e.signedSequence}" keyId="${escapeXml(e.keyId)}"><payload>${escapeXml(e.payload)}</payload></entry>\n`;
  yield '</journal>\n';
}

/** The XSD of entries.xml. */
export const entriesXsd = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="${archiveNamespace}"
  xmlns="${archiveNamespace}" elementFormDefault="qualified">
  <xs:annotation><xs:documentation>
    Encore's tamper-evident journal. Each entry's hash is the SHA-256 (lowercase hex) of the UTF-8 bytes of:
    sequence, at, type, payload, previousHash, each followed by one line feed. The signature (base64) is
    Ed25519 over the 32 bytes of the hash of entry signedSequence, by the key keyId (keys.json).
  </xs:documentation></xs:annotation>
  <xs:simpleType name="hash"><xs:restriction base="xs:string"><xs:pattern value="[0-9a-f]{64}"/></xs:restriction></xs:simpleType>
  <xs:element name="journal">
    <xs:complexType>
      <xs:sequence>
        <xs:element name="entry" minOccurs="0" maxOccurs="unbounded">
          <xs:complexType>
            <xs:sequence>
              <xs:element name="payload" type="xs:string">
                <xs:annotation><xs:documentation>Canonical JSON: sorted keys, no spaces.</xs:documentation></xs:annotation>
              </xs:element>
            </xs:sequence>
            <xs:attribute name="sequence" type="xs:positiveInteger" use="required"/>
            <xs:attribute name="at" type="xs:dateTime" use="required"/>
            <xs:attribute name="type" type="xs:string" use="required"/>
            <xs:attribute name="previousHash" type="hash" use="required"/>
            <xs:attribute name="hash" type="hash" use="required"/>
            <xs:attribute name="signature" type="xs:base64Binary" use="required"/>
            <xs:attribute name="signedSequence" type="xs:positiveInteger" use="required"/>
            <xs:attribute name="keyId" type="xs:string" use="required"/>
          </xs:complexType>
        </xs:element>
      </xs:sequence>
      <xs:attribute name="period" type="xs:string" use="required"/>
    </xs:complexType>
  </xs:element>
</xs:schema>
`;

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The entries for people (entries.csv, semicolons, UTF-8 with a BOM for spreadsheets). */
export function* entriesCsv(entries: Iterable<StoredEntry>): Generator<string> {
  yield '\uFEFFsequence;time (UTC);type;payload;hash\n';
  for (const e of entries) yield `${[e.sequence, e.at, e.type, e.payload, e.hash].map(csvCell).join(';')}\n`;
}
