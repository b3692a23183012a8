import { errors } from './docResponses';
import { PUBLIC } from './OperationDoc';

const str = { type: 'string' } as const;
const tool = {
  type: 'object',
  properties: {
    toolname: str,
    description: str,
    documentationLink: { ...str, description: 'The {toolname} of docs/g/cyber-tool/{toolname}.' },
    downloadLink: { ...str, format: 'uri' },
    githubLink: { ...str, format: 'uri' },
    path: { ...str, description: 'The markdown file under /markups/documentations/.' },
  },
  required: ['toolname', 'description', 'documentationLink', 'downloadLink', 'path'],
};
const notFound = (path: string) => errors({ 404: [`Not found: GET ${path}`] });

/**
 * The static content of spec section 7 that the built site serves as files (packages/site/public), listed here so
 * the document covers every call: one route per file, registered only when the site is built.
 */
export const staticPaths: Record<string, object> = {
  '/jsons/cyber-security-tools.json': {
    get: {
      tags: ['content'],
      summary: 'The cyber tool list (a static file of the site)',
      operationId: 'getJsonsCyberSecurityToolsJson',
      security: PUBLIC,
      responses: {
        200: { description: 'The tools.', content: { 'application/json': { schema: { type: 'array', items: tool } } } },
        ...notFound('/jsons/cyber-security-tools.json'),
      },
    },
  },
  '/markups/documentations/{path}': {
    get: {
      tags: ['content'],
      summary: "A tool's markdown documentation (a static file of the site)",
      operationId: 'getMarkupsDocumentationsPath',
      security: PUBLIC,
      parameters: [{ name: 'path', in: 'path', required: true, schema: { ...str, example: 'nmap.md' } }],
      responses: {
        200: { description: 'The markdown.', content: { 'text/markdown': { schema: str } } },
        ...notFound('/markups/documentations/missing.md'),
      },
    },
  },
};
