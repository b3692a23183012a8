import { useLoaderData } from 'react-router-dom';
import { usePageMeta } from '../../hooks/usePageMeta';
import { Container } from '../../shell/Container';
import type { loadTools } from './tools/loadTools';
import { ToolsView } from './tools/ToolsView';

/** /tech/security-tools: "Available Tools", a card per tool of the static JSON. */
export default function ToolsPage() {
  usePageMeta({
    title: 'Security Tools | CSI',
    description: 'Open-source cyber security tools we use and document: scanners, analysers and testing tools.',
  });
  const tools = useLoaderData<typeof loadTools>();
  return (
    <Container>
      <ToolsView tools={tools} />
    </Container>
  );
}
