import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { client } from '../../client';
import { AuthLayout } from './AuthLayout';
import { AuthLinks } from './AuthLinks';
import { RegisterForm } from './RegisterForm';

/** Sign up: country prefilled from geolocation; failures show 'Registration Error', success goes to /ac. */
export default function RegisterPage() {
  const [country, setCountry] = useState('N/A');
  useEffect(() => {
    let current = true;
    void client.geo.countryName().then((name) => current && setCountry(name));
    return () => {
      current = false;
    };
  }, []);
  return (
    <AuthLayout
      title="Create Account"
      description="Create a CSI account to get an API key, a wallet and the API playground."
    >
      <RegisterForm
        country={country}
        onRegister={({ email, password }) => client.auth.register({ email, password, country })}
      />
      <AuthLinks>
        <Link to="/auth/login">Already have an account? Sign in</Link>
      </AuthLinks>
    </AuthLayout>
  );
}
