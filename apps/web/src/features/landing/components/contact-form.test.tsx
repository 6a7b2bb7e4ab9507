import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Noa' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'noa@example.com' } });
  fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Pricing' } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello there' } });
  fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
}

describe('ContactForm', () => {
  it('requires all four fields, with an email-type email field', () => {
    render(<ContactForm />);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('makes no server call, and after about 1 s confirms and clears the form', async () => {
    vi.useFakeTimers();
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    render(<ContactForm />);
    fillAndSubmit();

    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(screen.queryByText(/Message sent successfully/)).not.toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(
      screen.getByText("Message sent successfully! We'll get back to you soon."),
    ).toBeVisible();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the failure text and keeps what was typed when sending fails', async () => {
    render(<ContactForm send={() => Promise.reject(new Error('offline'))} />);
    fillAndSubmit();
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeVisible();
    expect(screen.getByLabelText('Subject')).toHaveValue('Pricing');
  });
});
