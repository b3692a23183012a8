import type { ComponentType } from 'react';
import { Navigate, redirect, type RouteObject } from 'react-router-dom';
import { LazyMarkdownBody } from './lib/lazyMarkdownBody';
import { lazyWithPreload } from './lib/lazyWithPreload';
import { pageLoader } from './lib/pageLoader';
import type { RoutePrefetchHandle } from './lib/preloadRoute';
import { loadApiDoc } from './pages/docs/api/loadApiDoc';
import { loadApiDocsHub } from './pages/docs/loadApiDocsHub';
import { loadToolDoc } from './pages/docs/tool/loadToolDoc';
import { loadArticle } from './pages/public/article/loadArticle';
import { loadArticleList } from './pages/public/articles/loadArticleList';
import { loadSocialProfile } from './pages/public/social/loadSocialProfile';
import { loadTools } from './pages/public/tools/loadTools';
import { AppShell } from './shell/AppShell';
import { RouteError } from './shell/RouteError';

/**
 * The route pages and layouts, each its own chunk (a page module default-exports its component). Listed by pattern
 * (not nested parts such as AuthLayout or lab/LabPage, which pages import), so each names its module for the server's
 * preloads.
 */
const pageModules = import.meta.glob<{ default: ComponentType }>([
  './pages/public/*Page.tsx',
  './pages/auth/*Page.tsx',
  './pages/docs/*{Page,Layout}.tsx',
  './pages/docs/reference/ApiReferencePage.tsx',
  './pages/account/*{Page,Layout}.tsx',
  './pages/admin/*{Page,Layout}.tsx',
]);

/** The lazily loaded component of the page module `file` (below src/, e.g. `pages/public/HomePage.tsx`). */
function page(file: string) {
  const load = pageModules[`./${file}`];
  if (!load) throw new Error(`No page module ${file}`);
  return lazyWithPreload(load, `src/${file}`);
}

// boot.tsx loads the chunks of the first route before the first render. The public pages' data comes from their route's
// loader (run by the server for the first page, see entry-server.tsx, then in the browser), which also
// fetches the page's chunk alongside (pageLoader).

const Home = page('pages/public/HomePage.tsx');
const TestUi = page('pages/public/TestUiPage.tsx');
const Hire = page('pages/public/HirePage.tsx');
const Articles = page('pages/public/ArticlesPage.tsx');
const Tools = page('pages/public/ToolsPage.tsx');
const Article = page('pages/public/ArticlePage.tsx');
const OpenSource = page('pages/public/OpenSourcePage.tsx');
const Community = page('pages/public/CommunityPage.tsx');
const Contact = page('pages/public/ContactPage.tsx');
const About = page('pages/public/AboutPage.tsx');
const Founder = page('pages/public/FounderPage.tsx');
const SocialProfile = page('pages/public/SocialProfilePage.tsx');
const PaymentSuccess = page('pages/public/PaymentSuccessPage.tsx');
const NotFound = page('pages/public/NotFoundPage.tsx');

const Login = page('pages/auth/LoginPage.tsx');
const Register = page('pages/auth/RegisterPage.tsx');
const ForgotPassword = page('pages/auth/ForgotPasswordPage.tsx');
const ResetPassword = page('pages/auth/ResetPasswordPage.tsx');
const SignIn = page('pages/auth/SignInPage.tsx');

const DocsLayout = page('pages/docs/DocsLayout.tsx');
const ApisDocsHub = page('pages/docs/ApisDocsHubPage.tsx');
const ToolDoc = page('pages/docs/ToolDocPage.tsx');
const MetadataDoc = page('pages/docs/MetadataDocPage.tsx');
const DataCryptoDoc = page('pages/docs/DataCryptoDocPage.tsx');
const PdfDoc = page('pages/docs/PdfDocPage.tsx');
const ApiReference = page('pages/docs/reference/ApiReferencePage.tsx');

const AccountLayout = page('pages/account/AccountLayout.tsx');
const Profile = page('pages/account/ProfilePage.tsx');
const Dashboard = page('pages/account/DashboardPage.tsx');
const Settings = page('pages/account/SettingsPage.tsx');
const Apis = page('pages/account/ApisPage.tsx');
const ApiLab = page('pages/account/ApiLabPage.tsx');
const SpecialLab = page('pages/account/SpecialLabPage.tsx');
const PdfLab = page('pages/account/PdfLabPage.tsx');
const Analytics = page('pages/account/AnalyticsPage.tsx');
const Files = page('pages/account/FilesPage.tsx');
const Receipts = page('pages/account/ReceiptsPage.tsx');
const ReceiptView = page('pages/account/ReceiptPage.tsx');

const AdminLayout = page('pages/admin/AdminLayout.tsx');
const AdminDashboard = page('pages/admin/AdminDashboardPage.tsx');
const ManageUsers = page('pages/admin/ManageUsersPage.tsx');
const ManageArticles = page('pages/admin/ManageArticlesPage.tsx');
const ManageApis = page('pages/admin/ManageApisPage.tsx');
const AuditLog = page('pages/admin/AuditLogPage.tsx');

/** Routes whose pages show markdown start its renderer with their chunks (and the server preloads it). */
const markdownPages: RoutePrefetchHandle = {
  prefetch: () => LazyMarkdownBody.preload(),
  modules: LazyMarkdownBody.moduleId ? [LazyMarkdownBody.moduleId] : [],
};

/** The route table of SPEC section 2, line by line. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        // A page that throws shows RouteError inside the shell instead of a blank screen.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Home /> },
          { path: 'test-ui', element: <TestUi /> },
          { path: 'hire-developers', element: <Hire /> },
          {
            path: 'auth',
            children: [
              { path: 'login', element: <Login /> },
              { path: 'register', element: <Register /> },
              { path: 'forgot-password', element: <ForgotPassword /> },
              { path: 'reset-password', element: <ResetPassword /> },
              { path: 'sign-in', element: <SignIn /> },
              { index: true, element: <Navigate to="/auth/login" replace /> },
              { path: '*', element: <Navigate to="/auth/login" replace /> },
            ],
          },
          { path: 'tech/pub', element: <Articles />, loader: pageLoader(Articles, loadArticleList) },
          { path: 'tech/security-tools', element: <Tools />, loader: pageLoader(Tools, loadTools) },
          {
            path: 'tech/read/:title',
            element: <Article />,
            handle: markdownPages,
            loader: pageLoader(Article, loadArticle),
          },
          { path: 'open-source-projects', element: <OpenSource /> },
          { path: 'community', element: <Community /> },
          { path: 'contact-us', element: <Contact /> },
          { path: 'about-us', element: <About /> },
          { path: 'csi-team/founder', element: <Founder /> },
          {
            path: 'ac',
            element: <AccountLayout />,
            children: [
              { index: true, element: <Navigate to="/ac/profile" replace /> },
              { path: 'profile', element: <Profile /> },
              { path: 'dashboard', element: <Dashboard /> },
              { path: 'settings', element: <Settings /> },
              { path: 'apis', element: <Apis /> },
              { path: 'apis/api-lab/:api_id', element: <ApiLab /> },
              { path: 'analytics', element: <Analytics /> },
              { path: 'apis/s/api-lab/pdf-security', element: <PdfLab /> },
              { path: 'apis/s/api-lab/:specialPlayground', element: <SpecialLab /> },
              // Not in the spec's table but in its side menu: a placeholder rather than a dead link.
              { path: 'files', element: <Files /> },
              { path: 'receipts', element: <Receipts /> },
              { path: 'receipts/:number', element: <ReceiptView /> },
              { path: '*', element: <NotFound /> },
            ],
          },
          { path: 'wallet/paymentsuccess', element: <PaymentSuccess /> },
          {
            path: 'hi-mask/social-code/:code',
            element: <SocialProfile />,
            loader: pageLoader(SocialProfile, loadSocialProfile),
          },
          {
            path: 'docs',
            element: <DocsLayout />,
            handle: markdownPages,
            children: [
              { index: true, loader: () => redirect('/docs/g/csi-apis') },
              { path: 'g/csi-apis', element: <ApisDocsHub />, loader: pageLoader(ApisDocsHub, loadApiDocsHub) },
              { path: 'g/apis', element: <ApisDocsHub />, loader: pageLoader(ApisDocsHub, loadApiDocsHub) },
              { path: 'g/api-reference', element: <ApiReference /> },
              { path: 'g/cyber-tool/:toolname', element: <ToolDoc />, loader: pageLoader(ToolDoc, loadToolDoc) },
              {
                path: 'v1/meta-data-viewer',
                element: <MetadataDoc />,
                loader: pageLoader(MetadataDoc, loadApiDoc('meta-data-viewer')),
              },
              {
                path: 'v1/secure-data-cryp',
                element: <DataCryptoDoc />,
                loader: pageLoader(DataCryptoDoc, loadApiDoc('secure-data-cryp')),
              },
              {
                path: 'v1/secure-docs/pdf',
                element: <PdfDoc />,
                loader: pageLoader(PdfDoc, loadApiDoc('secure-docs-pdf')),
              },
              { path: '*', element: <NotFound /> },
            ],
          },
          {
            path: 'ad',
            element: <AdminLayout />,
            children: [
              { index: true, element: <Navigate to="/ad/dashboard" replace /> },
              { path: 'dashboard', element: <AdminDashboard /> },
              { path: 'manage/users', element: <ManageUsers /> },
              { path: 'manage/article', element: <ManageArticles /> },
              { path: 'manage/apis', element: <ManageApis /> },
              { path: 'audit-log', element: <AuditLog /> },
              { path: '*', element: <NotFound /> },
            ],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];
