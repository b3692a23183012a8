import { VisuallyHidden } from '@csi/ui';
import { client } from '../../client';
import { ApisView } from './apis/ApisView';
import { PageHeader } from './shared/PageHeader';
import { AsyncView } from './shared/AsyncView';
import { useReloadable } from './shared/useReloadable';

/** `/ac/apis`: a card per API with its lab and documentation links. */
export default function ApisPage() {
  const [apis, reload] = useReloadable(() => client.apis.list().then((reply) => reply.data), []);
  return (
    <>
      <PageHeader title="APIs" description="Our security APIs: test each one in its lab or read its documentation." />
      <section aria-labelledby="all-apis-title">
        {/* The cards' titles are level 3, as beside the PDF lab; this keeps the heading levels in order. */}
        <VisuallyHidden as="h2" id="all-apis-title">
          All APIs
        </VisuallyHidden>
        <AsyncView state={apis} what="the APIs" onRetry={reload}>
          {(list) => <ApisView apis={list} />}
        </AsyncView>
      </section>
    </>
  );
}
