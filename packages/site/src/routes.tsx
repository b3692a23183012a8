import { Navigate, redirect, type RouteObject } from 'react-router-dom';
import { LazyMarkdownBody } from './lib/lazyMarkdownBody';
import { lazyWithPreload as page } from './lib/lazyWithPreload';
import { pageLoader } from './lib/pageLoader';
import { loadApiDoc } from './pages/docs/api/loadApiDoc';
import { loadApiDocsHub } from './pages/docs/loadApiDocsHub';
import { loadToolDoc } from './pages/docs/tool/loadToolDoc';
import { loadArticle } from './pages/public/article/loadArticle';
import { loadArticleList } from './pages/public/articles/loadArticleList';
import { loadSocialProfile } from './pages/public/social/loadSocialProfile';
import { loadTools } from './pages/public/tools/loadTools';
import { AppShell } from './shell/AppShell';
import { RouteError } from './shell/RouteError';

// Each page is its own chunk (a page module default-exports its component); main.tsx loads the
// chunks of the first route before the first render. The public pages' data comes from their route's
// loader (run by the server for the first page, see entry-server.tsx, then in the browser), which also
// fetches the page's chunk alongside (pageLoader).

const Home = page(() => import('./pages/public/HomePage'));
const TestUi = page(() => import('./pages/public/TestUiPage'));
const Hire = page(() => import('./pages/public/HirePage'));
const Articles = page(() => import('./pages/public/ArticlesPage'));
const Tools = page(() => import('./pages/public/ToolsPage'));
const Article = page(() => import('./pages/public/ArticlePage'));
const OpenSource = page(() => import('./pages/public/OpenSourcePage'));
const Community = page(() => import('./pages/public/CommunityPage'));
const Contact = page(() => import('./pages/public/ContactPage'));
const About = page(() => import('./pages/public/AboutPage'));
const Founder = page(() => import('./pages/public/FounderPage'));
const SocialProfile = page(() => import('./pages/public/SocialProfilePage'));
const PaymentSuccess = page(() => import('./pages/public/PaymentSuccessPage'));
const NotFound = page(() => import('./pages/public/NotFoundPage'));

const Login = page(() => import('./pages/auth/LoginPage'));
const Register = page(() => import('./pages/auth/RegisterPage'));
const ForgotPassword = page(() => import('./pages/auth/ForgotPasswordPage'));
const ResetPassword = page(() => import('./pages/auth/ResetPasswordPage'));
const SignIn = page(() => import('./pages/auth/SignInPage'));

const DocsLayout = page(() => import('./pages/docs/DocsLayout'));
const ApisDocsHub = page(() => import('./pages/docs/ApisDocsHubPage'));
const ToolDoc = page(() => import('./pages/docs/ToolDocPage'));
const MetadataDoc = page(() => import('./pages/docs/MetadataDocPage'));
const DataCryptoDoc = page(() => import('./pages/docs/DataCryptoDocPage'));
const PdfDoc = page(() => import('./pages/docs/PdfDocPage'));
const ApiReference = page(() => import('./pages/docs/reference/ApiReferencePage'));

const AccountLayout = page(() => import('./pages/account/AccountLayout'));
const Profile = page(() => import('./pages/account/ProfilePage'));
const Dashboard = page(() => import('./pages/account/DashboardPage'));
const Settings = page(() => import('./pages/account/SettingsPage'));
const Apis = page(() => import('./pages/account/ApisPage'));
const ApiLab = page(() => import('./pages/account/ApiLabPage'));
const SpecialLab = page(() => import('./pages/account/SpecialLabPage'));
const PdfLab = page(() => import('./pages/account/PdfLabPage'));
const Analytics = page(() => import('./pages/account/AnalyticsPage'));
const Files = page(() => import('./pages/account/FilesPage'));

const AdminLayout = page(() => import('./pages/admin/AdminLayout'));
const AdminDashboard = page(() => import('./pages/admin/AdminDashboardPage'));
const ManageUsers = page(() => import('./pages/admin/ManageUsersPage'));
const ManageArticles = page(() => import('./pages/admin/ManageArticlesPage'));
const ManageApis = page(() => import('./pages/admin/ManageApisPage'));

/** Routes whose pages show markdown start its renderer with their chunks. */
const markdownPages = { prefetch: () => void LazyMarkdownBody.preload() };

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
              { path: '*', element: <NotFound /> },
            ],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];
