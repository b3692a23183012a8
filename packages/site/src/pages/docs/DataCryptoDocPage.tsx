import { ApiDocPage } from './api/ApiDocPage';

/** /docs/v1/secure-data-cryp: the data encryption and decryption API documentation. */
export default function DataCryptoDocPage() {
  return (
    <ApiDocPage
      title="Data Security API"
      description="Encrypt and decrypt data with public and private keys through the CSI data security API: endpoints, fields and errors."
    />
  );
}
