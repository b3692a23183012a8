import type { ReactElement } from 'react';
import { everyExport as ui } from './everyExport';

const noop = () => {};
const now = new Date('2026-03-01T10:00:00Z');
const usage = [
  { label: 'Encryption', value: 12 },
  { label: 'PDF security', value: 5 },
];

/** One element per exported component, with the props a person would pass. */
export const componentFixtures: Record<string, ReactElement> = {
  Accordion: <ui.Accordion items={[{ title: 'What is CSI?', answer: 'A developer platform.' }]} />,
  ApiCard: <ui.ApiCard name="Encryption" description="Encrypt data." apiId={1} documentationLink="/docs" />,
  ArticleCard: <ui.ArticleCard title="Hello" category="News" summary="A summary." datePosted="2026-02-01" now={now} />,
  AuthGatePopup: <ui.AuthGatePopup />,
  Avatar: <ui.Avatar src="/founder.jpg" alt="Profile picture of Amina" />,
  Button: <ui.Button>Save</ui.Button>,
  Card: <ui.Card>Body</ui.Card>,
  CardActions: (
    <ui.CardActions>
      <a href="/about-us">About us</a>
    </ui.CardActions>
  ),
  CodeBlock: <ui.CodeBlock code="npm install @csi/ui" language="sh" />,
  CopyButton: <ui.CopyButton text="copied" />,
  Countdown: <ui.Countdown target={new Date('2026-04-01T00:00:00Z')} now={() => now} />,
  CsiGlobalStyle: <ui.CsiGlobalStyle />,
  DateSelector: <ui.DateSelector label="Date of birth" now={now} />,
  DialogClose: (
    <ui.DialogRoot open>
      <ui.DialogClose>Close</ui.DialogClose>
    </ui.DialogRoot>
  ),
  DialogContent: (
    <ui.DialogRoot open>
      <ui.DialogContent>Sure?</ui.DialogContent>
    </ui.DialogRoot>
  ),
  DialogDescription: (
    <ui.DialogRoot open>
      <ui.DialogDescription>The article goes for good.</ui.DialogDescription>
    </ui.DialogRoot>
  ),
  DialogOverlay: (
    <ui.DialogRoot open>
      <ui.DialogOverlay />
    </ui.DialogRoot>
  ),
  DialogPortal: (
    <ui.DialogRoot open>
      <ui.DialogPortal>Sure?</ui.DialogPortal>
    </ui.DialogRoot>
  ),
  DialogRoot: (
    <ui.DialogRoot open>
      <ui.DialogTitle>Delete Article</ui.DialogTitle>
    </ui.DialogRoot>
  ),
  DialogTitle: (
    <ui.DialogRoot open>
      <ui.DialogTitle>Delete Article</ui.DialogTitle>
    </ui.DialogRoot>
  ),
  DialogTrigger: (
    <ui.DialogRoot>
      <ui.DialogTrigger>Delete</ui.DialogTrigger>
    </ui.DialogRoot>
  ),
  DefaultLink: <ui.DefaultLink href="/about-us">About us</ui.DefaultLink>,
  ErrorsLatencyChart: (
    <ui.ErrorsLatencyChart data={[{ label: '14:00', calls: 12, errors: 1, medianLatencyMs: 80, p95LatencyMs: 210 }]} />
  ),
  FileInput: <ui.FileInput label="PDF file" onFiles={noop} />,
  Footer: <ui.Footer companyName="CSI" year={2026} />,
  FormField: (
    <ui.FormField id="field" label="Name">
      <input id="field" />
    </ui.FormField>
  ),
  Input: <ui.Input label="Name" value="Amina" onChange={noop} />,
  KeyMask: <ui.KeyMask apiKey="csi_abcd1234efgh5678" />,
  LoadingOverlay: <ui.LoadingOverlay visible />,
  Markdown: <ui.Markdown>{'# Title\n\nSome `code`.'}</ui.Markdown>,
  Modal: (
    <ui.Modal open title="Confirm" onClose={noop}>
      Sure?
    </ui.Modal>
  ),
  ModalProvider: <ui.ModalProvider>Page</ui.ModalProvider>,
  MonthlyUsageChart: <ui.MonthlyUsageChart values={[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]} />,
  NavBar: <ui.NavBar currentPath="/" />,
  NoResults: <ui.NoResults query="pdf" />,
  NotFound: <ui.NotFound />,
  PasswordAnalyzer: <ui.PasswordAnalyzer defaultValue="correct horse" />,
  PasswordGenerator: <ui.PasswordGenerator />,
  PasswordInput: <ui.PasswordInput label="Password" value="secret" onChange={noop} />,
  PlaygroundPanel: (
    <ui.PlaygroundPanel
      api={{ name: 'Encryption', endpoint: '/encrypt-data', apiAccepts: 'application/json', bodyExample: '{}' }}
      apiBase="https://api.csi.test/"
      apiKey="csi_abcd1234efgh5678"
      apiUsername="amina"
      onSend={async () => ({ msg: 'ok' })}
    />
  ),
  PopupHost: <ui.PopupHost open message="Saved" type="success" onClose={noop} />,
  PopupProvider: <ui.PopupProvider>Page</ui.PopupProvider>,
  Quote: <ui.Quote cite="Ada">Simple is good.</ui.Quote>,
  RichTextEditor: <ui.RichTextEditor label="Body" value="Hello" onChange={noop} />,
  SearchBox: <ui.SearchBox label="Search articles" />,
  ServiceCard: (
    <ui.ServiceCard title="Audits" description="Security audits." image={{ src: '/audit.png', alt: 'Audit' }} />
  ),
  ServiceUsagePie: <ui.ServiceUsagePie data={usage} />,
  SideBar: <ui.SideBar items={[{ label: 'Dashboard', href: '/dashboard' }]} currentPath="/dashboard" />,
  SideBarLayout: <ui.SideBarLayout sidebar={<nav>Menu</nav>}>Content</ui.SideBarLayout>,
  Spinner: <ui.Spinner />,
  TextArea: <ui.TextArea label="Message" value="Hi" onChange={noop} />,
  ThemeProvider: (
    <ui.ThemeProvider theme={ui.lightTheme} withGlobalStyle>
      <ui.Button>Light</ui.Button>
    </ui.ThemeProvider>
  ),
  ToolCard: <ui.ToolCard name="Scanner" description="Scans." documentationLink="/docs" downloadLink="/download" />,
  UnderDevelopment: <ui.UnderDevelopment />,
  UploadProgress: <ui.UploadProgress state={{ phase: 'uploading', loaded: 50, total: 100 }} />,
  VisuallyHidden: <ui.VisuallyHidden as="h2">Hidden heading</ui.VisuallyHidden>,
  WeeklyUsageChart: <ui.WeeklyUsageChart data={usage} />,
};
