import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { home } from '../../../content/home';
import { renderView } from '../../../lib/testing/renderView';
import { HomeView } from './HomeView';

describe('HomeView', { timeout: 20_000 }, () => {
  it('opens with the hero and a Get Started link to the login page', () => {
    renderView(<HomeView content={home} />);
    expect(screen.getByRole('heading', { level: 1, name: home.hero.title })).toBeInTheDocument();
    expect(screen.getByText(home.hero.subtitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth/login');
  });

  it('shows every service, the code sample with its copy button and both quotes', () => {
    renderView(<HomeView content={home} />);
    const services = screen.getByRole('region', { name: home.servicesTitle });
    for (const service of home.services) {
      expect(within(services).getByRole('heading', { name: service.title })).toBeInTheDocument();
    }
    const snippet = screen.getByRole('region', { name: home.snippet.title });
    expect(within(snippet).getByText(/def flag_unusual_ips/)).toBeInTheDocument();
    expect(within(snippet).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(home.quotes).toHaveLength(2);
    for (const quote of home.quotes) expect(screen.getByText(quote.text)).toBeInTheDocument();
  });

  it('rates a typed password and generates a 16-character one', async () => {
    renderView(<HomeView content={home} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password to analyse'), '12345');
    expect(screen.getByText('WEAK (17%)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect((screen.getByLabelText('Generated password') as HTMLInputElement).value).toHaveLength(16);
  });

  it('opens a FAQ answer when its question is pressed', async () => {
    renderView(<HomeView content={home} />);
    const faq = screen.getByRole('region', { name: home.faqTitle });
    const [first] = home.faq;
    const question = within(faq).getByRole('button', { name: first?.title });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText(first?.answer ?? '')).toBeVisible();
  });
});
