import { Link } from 'react-router-dom';
import { client } from '../../client';
import { AuthLayout } from './AuthLayout';
import { AuthLinks } from './AuthLinks';
import { LoginForm } from './LoginForm';

/** Sign in with e-mail and password; failures show 'Authentication Error', success goes to /ac. */
export default function LoginPage() {
  return (
    <AuthLayout title="Sign In" description="Sign in to your CSI account to manage your API key, wallet and usage.">
      <LoginForm
        onLogin={(payload) => client.auth.login(payload)}
        onSecondStep={(payload) => client.twoFactor.completeSignIn(payload)}
      />
      <AuthLinks>
        <Link to="/auth/register">Create an account</Link>
        <Link to="/auth/forgot-password">Forgot password?</Link>
      </AuthLinks>
    </AuthLayout>
  );
}
