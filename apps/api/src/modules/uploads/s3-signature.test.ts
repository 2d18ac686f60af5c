import { describe, expect, it } from 'vitest';
import { signS3Request } from './s3-signature';

// The worked examples of AWS's "Signature Calculations for the Authorization Header" page, so the signer
// is checked against S3's own arithmetic rather than against itself.
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const now = new Date('2013-05-24T00:00:00Z');
const signature = (authorization: string | undefined) =>
  /Signature=([0-9a-f]+)$/.exec(authorization ?? '')?.[1];

describe('S3 signature version 4', () => {
  it('signs AWS example "GET Object" (range request, empty payload)', () => {
    const headers = signS3Request(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
      },
      credentials,
      now,
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('signs AWS example "PUT Object" (payload hashed, encoded key, extra headers)', () => {
    const headers = signS3Request(
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test%24file.text'),
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        body: Buffer.from('Welcome to Amazon S3.'),
      },
      credentials,
      now,
    );
    expect(headers['x-amz-content-sha256']).toBe(
      '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
    );
    expect(signature(headers.authorization)).toBe(
      '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });
});
