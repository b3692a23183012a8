import { ApiDocPage } from './api/ApiDocPage';

/** /docs/v1/secure-docs/pdf: the PDF encryption API documentation. */
export default function PdfDocPage() {
  return (
    <ApiDocPage
      title="PDF Security API"
      description="Protect PDF files with AES-128 encryption and user and owner passwords through the CSI PDF security API."
    />
  );
}
