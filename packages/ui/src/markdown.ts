// `@csi/ui/markdown`: markdown rendering and heading extraction. Needs the optional peer markdown-to-jsx.
export * from './components/Markdown';
