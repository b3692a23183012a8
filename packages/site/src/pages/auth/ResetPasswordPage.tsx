import { Link } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';

/** Explains that access is recovered with a one-time code, and links to the forgot-password page. */
export default function ResetPasswordPage() {
  return (
    <AuthLayout title="Reset Password" description="Reset access to your CSI account with a one time code.">
      <p>
        We reset access with a one time code sent to the e-mail of your account. Once signed in with the code, set a new
        password under Settings, Security Settings within 15 minutes, leaving the current password empty.
      </p>
      <Link to="/auth/forgot-password">Get a one time code</Link>
    </AuthLayout>
  );
}
