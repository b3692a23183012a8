import { screen, within } from '@testing-library/react';
import { emptyProfile, renderPage } from '../testing/renderPage';
import { ProfileView } from './ProfileView';

describe('ProfileView', () => {
  it("shows 'Not set' for missing values and Yes/No for booleans", () => {
    renderPage(<ProfileView profile={emptyProfile} onCopyError={vi.fn()} />);
    const personal = screen.getByRole('region', { name: 'Personal Details' });
    expect(within(personal).getByText('Phone number').nextSibling).toHaveTextContent('Not set');
    expect(within(personal).getByText('Email').nextSibling).toHaveTextContent('ada@example.com');
    const other = screen.getByRole('region', { name: 'Other Details' });
    expect(within(other).getByText('Email verified').nextSibling).toHaveTextContent('Yes');
    expect(within(other).getByText('Phone verified').nextSibling).toHaveTextContent('No');
    expect(within(other).getByText('Nationality').nextSibling).toHaveTextContent('Not set');
  });

  it('masks the API key and links the quick links to the settings', () => {
    renderPage(<ProfileView profile={emptyProfile} onCopyError={vi.fn()} />);
    const credentials = screen.getByRole('region', { name: 'API Credentials' });
    expect(within(credentials).getByText('csi_0123********cdef')).toBeInTheDocument();
    expect(within(credentials).queryByText('csi_0123456789abcdef')).not.toBeInTheDocument();
    const links = within(screen.getByRole('region', { name: 'Quick Links' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Change apiKey', 'Lock Account', 'Password Settings']);
    links.forEach((link) => expect(link).toHaveAttribute('href', '/ac/settings'));
  });
});
