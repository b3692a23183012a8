import type { LoaderFunctionArgs } from 'react-router-dom';
import { nullWhenMissing } from '../../../lib/nullWhenMissing';
import { settle } from '../../../lib/settle';
import { siteClient } from '../../../lib/siteClient';

/** The loader of /hi-mask/social-code/:code: the shared profile preview (null when unknown). */
export const loadSocialProfile = ({ params, context }: LoaderFunctionArgs) =>
  settle(
    siteClient(context).then((client) =>
      nullWhenMissing(client.social.searchUser(params.code ?? '').then((reply) => reply.data)),
    ),
  );
