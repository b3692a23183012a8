import type { Insertable } from 'kysely';
import type { ApisTable } from '../../db/schema';

const pretty = (value: object) => JSON.stringify(value, null, 2);

/** The three real APIs the catalog starts with (served by src/services behind the gateway). */
export const SEED_CATALOG: Insertable<ApisTable>[] = [
  {
    apiId: 'csi-meta-001',
    name: 'File Metadata Viewer',
    shortDescription:
      'Upload any file and get back every metadata tag it carries (EXIF, XMP, IPTC, PDF and Office properties), the type detected from its content, and a list of privacy and security risks ranked by severity: GPS positions, author names, device serial numbers, macros, embedded JavaScript and executables disguised behind a harmless extension.',
    documentationLink: '/docs/v1/meta-data-viewer',
    specialPlayground: '0',
    endpoint: '/file/file-metadata',
    apiAccepts: 'multipart/form-data',
    bodyExample: pretty({ file: '<your file>', apiKey: '<your API key>' }),
    costMicro: '10000',
    apiService: 'metadata-viewer',
    live: true,
  },
  {
    apiId: 'csi-data-001',
    name: 'Data Security (Encrypt and Decrypt)',
    shortDescription:
      'Encrypt any text with a fresh public/private key pair generated for every call (X25519 key agreement, HKDF-SHA256 and AES-256-GCM) and get back the private key, the public key and the encrypted data. Send the three back to decrypt: any wrong key or altered byte is refused, never decrypted into garbage.',
    documentationLink: '/docs/v1/secure-data-cryp',
    specialPlayground: '0',
    endpoint: '/encrypt-data,/decrypt-data',
    apiAccepts: 'application/json',
    bodyExample: `${pretty({ rawData: 'Your data here' })} OR ${pretty({
      prky: '-----BEGIN PRIVATE KEY-----...',
      encryptedData: 'AQ...',
      plky: '-----BEGIN PUBLIC KEY-----...',
    })}`,
    costMicro: '5000',
    apiService: 'data-security',
    live: true,
  },
  {
    apiId: 'csi-pdf-001',
    name: 'PDF Security',
    shortDescription:
      'Protect a PDF document with a password: upload the file with a user password of at least 8 characters (and optionally an owner password) and receive a download link to a copy encrypted with AES-128 (or AES-256, recommended: send keyLength 256) that opens only with the password. The link and the file expire after one hour.',
    documentationLink: '/docs/v1/secure-docs/pdf',
    specialPlayground: 'pdf-security',
    endpoint: '/file/encrypt-pdf',
    apiAccepts: 'multipart/form-data',
    bodyExample: pretty({ filepart: '<your PDF file>', password: 'a-strong-password' }),
    costMicro: '20000',
    apiService: 'pdf-security',
    live: true,
  },
];
