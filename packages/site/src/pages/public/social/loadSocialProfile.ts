import type { LoaderFunctionArgs } from 'react-router-dom';
import { notFoundStatus } from '../../../lib/notFoundStatus';
import { nullWhenMissing } from '../../../lib/nullWhenMissing';
import { settle } from '../../../lib/settle';
import { siteClient } from '../../../lib/siteClient';

/** The loader of /hi-mask/social-code/:code: the shared profile preview (null when unknown, with status 404). */
export const loadSocialProfile = async ({ params, context }: LoaderFunctionArgs) =>
  notFoundStatus(
    await settle(
      siteClient(context).then((client) =>
        nullWhenMissing(client.social.searchUser(params.code ?? '').then((reply) => reply.data)),
      ),
    ),
    (profile) => profile === null,
  );
