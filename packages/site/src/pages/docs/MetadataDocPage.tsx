import { ApiDocPage } from './api/ApiDocPage';

/** /docs/v1/meta-data-viewer: the file metadata API documentation. */
export default function MetadataDocPage() {
  return (
    <ApiDocPage
      title="Metadata Viewer API"
      description="Extract file metadata and identify privacy risks with the CSI metadata viewer API: endpoints, authentication, rate limits and errors."
    />
  );
}
