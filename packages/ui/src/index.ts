// `@csi/ui`: everything but the heavy parts, which have their own entry points (`@csi/ui/charts`,
// `@csi/ui/editor`, `@csi/ui/markdown`, `@csi/ui/password`) so that their libraries stay optional.
export * from './theme';
export * from './components/Button';
export * from './types';
export * from './components/Accordion';
export * from './components/ApiCard';
export * from './components/ArticleCard';
export * from './components/Avatar';
export * from './components/Card';
export * from './components/CodeBlock';
export * from './components/CopyButton';
export * from './components/Countdown';
export * from './components/NoResults';
export * from './components/NotFound';
export * from './components/Quote';
export * from './components/SearchBox';
export * from './components/ServiceCard';
export * from './components/Spinner';
export * from './components/ToolCard';
export * from './components/UnderDevelopment';
export * from './lib/clipboard';
export * from './lib/countdown';
export * from './lib/pastelColor';
export * from './lib/relativeDate';
export * from './lib/slug';
export * from './lib/truncate';
export * from './components/PasswordGenerator';
export * from './components/KeyMask';
export * from './components/PlaygroundPanel';
export * from './lib/analyzePassword';
export {
  generatePassword,
  GENERATED_PASSWORD_LENGTH,
  PASSWORD_CLASSES,
  PASSWORD_SYMBOLS,
} from './lib/generatePassword';
export * from './lib/maskApiKey';
export * from './lib/requestSnippets';
export * from './components/Dialog';
export * from './components/VisuallyHidden';
export * from './components/Modal';
export * from './components/PopupHost';
export * from './components/LoadingOverlay';
export * from './components/NavBar';
export * from './components/Footer';
export * from './components/SideBar';
export * from './components/AuthGatePopup';
export * from './components/Input';
export * from './components/FileInput';
export * from './components/UploadProgress';
export * from './components/TextArea';
export * from './components/PasswordInput';
export * from './components/DateSelector';
export * from './hooks';
export * from './lib/fieldError';
export * from './lib/dateSelector';
