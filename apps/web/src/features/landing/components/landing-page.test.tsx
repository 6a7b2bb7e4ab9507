import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/helpers';
import { LandingPage } from './landing-page';

describe('LandingPage', () => {
  it('offers Start Creating and, signed out, a Watch Demo dialog', async () => {
    renderRoute(<LandingPage isSignedIn={false} />);
    expect(screen.getByRole('link', { name: 'Start Creating' })).toHaveAttribute('href', '/wizard');
    expect(screen.queryByRole('link', { name: 'View Dashboard' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Watch Demo' }));
    const dialog = screen.getByRole('dialog', { name: 'See how Zappy works' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers View Dashboard when signed in', () => {
    renderRoute(<LandingPage isSignedIn />);
    expect(screen.getByRole('link', { name: 'View Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Watch Demo' })).not.toBeInTheDocument();
  });

  it('shows the four feature cards, the call to action and the contact promise', () => {
    renderRoute(<LandingPage isSignedIn={false} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const title of [
      'AI-Powered Generation',
      'Smart Wizard',
      'Performance Optimised',
      'Conversion Focused',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    expect(screen.getByRole('heading', { name: 'Why choose Zappy?' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create Your Website' })).toHaveAttribute(
      'href',
      '/wizard',
    );
    expect(screen.getByText('We reply within 24 hours on business days.')).toBeVisible();
  });
});
