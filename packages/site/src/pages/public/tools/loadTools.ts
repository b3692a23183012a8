import type { LoaderFunctionArgs } from 'react-router-dom';
import { settle } from '../../../lib/settle';
import { siteClient } from '../../../lib/siteClient';

/** The loader of /tech/security-tools: the static tool list. */
export const loadTools = ({ context }: LoaderFunctionArgs) =>
  settle(siteClient(context).then((client) => client.content.tools()));
