import { client } from '../../client';
import { AuthLayout } from './AuthLayout';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/** Access recovery by one-time code; the submitted code signs in and goes to /ac. */
export default function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="Forgot Password"
      description="Recover access to your CSI account with a one time code sent by e-mail."
    >
      <ForgotPasswordForm
        onRequestCode={(email) => client.auth.requestCode(email)}
        onSubmitCode={(payload) => client.auth.activate(payload)}
        onSecondStep={(payload) => client.twoFactor.completeSignIn(payload)}
      />
    </AuthLayout>
  );
}
