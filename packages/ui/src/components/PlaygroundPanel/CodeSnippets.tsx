'use client';

import { type SnippetRequest, requestSnippets } from '../../lib/requestSnippets';
import { CodeBlock } from '../CodeBlock';

/** Props of CodeSnippets. */
export interface CodeSnippetsProps {
  /** The request as the Request tab currently describes it. */
  request: SnippetRequest;
}

/** The request as curl, JavaScript (fetch) and Python (requests); credentials come from environment variables. */
export function CodeSnippets({ request }: CodeSnippetsProps) {
  const { curl, javascript, python } = requestSnippets(request);
  return (
    <>
      <p>
        The snippets read the key and username from the environment variables <code>CSI_API_KEY</code> and{' '}
        <code>CSI_APP_USERNAME</code>.
      </p>
      <CodeBlock language="curl" code={curl} />
      <CodeBlock language="javascript" code={javascript} />
      <CodeBlock language="python" code={python} />
    </>
  );
}
