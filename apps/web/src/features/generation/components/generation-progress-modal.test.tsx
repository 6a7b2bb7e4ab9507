import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatElapsed } from '../lib/format-elapsed';
import { progressMessage } from '../test/fixtures';
import { WEBSITE_ID } from '../../../test/website';
import { GenerationProgressModal } from './generation-progress-modal';

function renderModal(props: Partial<Parameters<typeof GenerationProgressModal>[0]> = {}) {
  const onClose = vi.fn();
  render(
    <GenerationProgressModal
      open
      websiteId={WEBSITE_ID}
      progress={progressMessage()}
      failedStep={null}
      startedAt={Date.now()}
      onClose={onClose}
      {...props}
    />,
  );
  return { onClose };
}

/** The stage items with their spoken state, e.g. "Creating Concept (done)". */
function stageStates() {
  const list = screen.getByRole('list', { name: 'Generation stages' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => item.firstElementChild?.textContent);
}

describe('formatElapsed', () => {
  it('reads mm:ss', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(9_999)).toBe('00:09');
    expect(formatElapsed(65_000)).toBe('01:05');
    expect(formatElapsed(61 * 60_000)).toBe('61:00');
    expect(formatElapsed(-5)).toBe('00:00');
  });
});

describe('GenerationProgressModal (spec section 2)', () => {
  it('shows the six grouped stages with done, active and pending ones', () => {
    renderModal({ progress: progressMessage({ step: 'building_structure', progress: 55 }) });
    expect(stageStates()).toEqual([
      'Creating Concept(done)',
      'Creating Images(done)',
      'Building with Zappy(in progress)',
      'Applying Design(pending)',
      'Adding Compliance(pending)',
      'Finalizing(pending)',
    ]);
    expect(screen.getByRole('progressbar', { name: 'Generation progress' })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
    expect(screen.getByText('55%')).toBeInTheDocument();
  });

  it('lists each stage’s steps with their own state', () => {
    renderModal({ progress: progressMessage({ step: 'ideation' }) });
    const concept = screen.getByText('Creating Concept').closest('li');
    if (!concept) throw new Error('no stage');
    const steps = within(concept)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      'Getting started(done)',
      'Analyzing your answers(done)',
      'Planning the sections(in progress)',
      'Writing the copy(pending)',
    ]);
  });

  it('shows the message and description, and the website id cut to 8 characters', () => {
    renderModal();
    expect(screen.getByText('Creating images')).toBeInTheDocument();
    expect(screen.getByText('Painting a warm hero image')).toBeInTheDocument();
    expect(screen.getByText('9f8e7d6c')).toBeInTheDocument();
    expect(screen.queryByText(WEBSITE_ID)).not.toBeInTheDocument();
  });

  it('counts mm:ss each second', () => {
    vi.useFakeTimers({ now: new Date('2025-05-01T10:00:00Z') });
    renderModal({ startedAt: Date.now() });
    const timer = screen.getByText('00:00');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer).toHaveTextContent('00:01');
    act(() => {
      vi.advanceTimersByTime(64_000);
    });
    expect(timer).toHaveTextContent('01:05');
  });

  it('cannot be dismissed while generating', () => {
    const { onClose } = renderModal();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeDisabled();
  });

  it('on failure shows the spec text, marks the stage that stopped and stops the timer', () => {
    vi.useFakeTimers({ now: new Date('2025-05-01T10:00:00Z') });
    const { onClose } = renderModal({
      startedAt: Date.now() - 7000,
      progress: progressMessage({ type: 'error', step: 'error', message: 'Boom' }),
      failedStep: 'styling',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Generation Failed: Something went wrong during website generation. Please try again.',
    );
    expect(stageStates()).toEqual([
      'Creating Concept(done)',
      'Creating Images(done)',
      'Building with Zappy(done)',
      'Applying Design(failed)',
      'Adding Compliance(pending)',
      'Finalizing(pending)',
    ]);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText('00:07')).toBeInTheDocument();
    act(() => {
      screen.getByRole('button', { name: 'Close' }).click();
    });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('before the first message, the first stage is active', () => {
    renderModal({ progress: null, websiteId: null });
    expect(stageStates()[0]).toBe('Creating Concept(in progress)');
    expect(screen.getByText('Starting generation…')).toBeInTheDocument();
  });
});
