export { ToolCard } from './ToolCard';
export type { ToolCardProps } from './ToolCard';
