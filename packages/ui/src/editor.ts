// `@csi/ui/editor`: the markdown editor. Needs the optional peers @uiw/react-md-editor and rehype-sanitize.
export * from './components/RichTextEditor';
