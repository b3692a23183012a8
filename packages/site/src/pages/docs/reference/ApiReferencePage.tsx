import { usePageMeta } from '../../../hooks/usePageMeta';
import { LoadError } from '../../../shell/LoadError';
import { PageLoader } from '../../../shell/PageLoader';
import { sendPlayground } from '../../account/lab/sendPlayground';
import { parseReference } from './parseReference';
import { ReferenceView } from './ReferenceView';
import { TryItForm } from './TryItForm';
import { OPENAPI_URL, useOpenApiDocument } from './useOpenApiDocument';
import { useSandboxCredentials } from './useSandboxCredentials';

/**
 * `/docs/g/api-reference`: every operation of the API's OpenAPI document by tag, with its authentication,
 * parameters, bodies, responses and error messages, and try-it for the sandbox calls.
 */
export default function ApiReferencePage() {
  usePageMeta({
    title: 'API reference | CSI',
    description:
      'Every call of the CSI API from its OpenAPI 3.1 description: authentication, parameters, request and response schemas, error messages, and try-it in the sandbox.',
  });
  const doc = useOpenApiDocument();
  const credentials = useSandboxCredentials();
  return (
    <>
      <h1>API reference</h1>
      <p>
        Every call of the API, read from its OpenAPI 3.1 description at <a href={OPENAPI_URL}>{OPENAPI_URL}</a> (import
        it into Postman or Insomnia, or generate a client from it). Answers are <code>{'{ msg, data }'}</code>; errors
        answer <code>{'{ msg, requestId }'}</code>, and every response carries an <code>X-Request-Id</code> header to
        quote to support.
      </p>
      {doc.status === 'loading' && <PageLoader label="Loading the API reference" />}
      {doc.status === 'error' && <LoadError what="the API reference" error={doc.error} />}
      {doc.status === 'success' && (
        <ReferenceView
          tags={parseReference(doc.data)}
          renderTryIt={(operation) => (
            <TryItForm
              key={credentials ? 'signed-in' : 'signed-out'}
              operation={operation}
              credentials={credentials}
              send={sendPlayground}
            />
          )}
        />
      )}
    </>
  );
}
