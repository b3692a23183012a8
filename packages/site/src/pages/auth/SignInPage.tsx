import { Link } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';

/** Where pages send visitors whose request needs a token they do not have. */
export default function SignInPage() {
  return (
    <AuthLayout title="Sign In Required" description="Sign in to your CSI account to continue.">
      <p>This page needs your account details, and you are not signed in (or your session has expired).</p>
      <Link to="/auth/login">Go to the login page</Link>
    </AuthLayout>
  );
}
