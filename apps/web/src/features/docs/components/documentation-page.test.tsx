import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DocumentationPage } from './documentation-page';

const TAB_NAMES = [
  'Overview',
  'Site Generation Wizard',
  'Customization Features',
  'Integrations',
  'Preview & Export',
  'FAQ',
];

describe('DocumentationPage', () => {
  it('has six tabs with Overview selected first', () => {
    render(<DocumentationPage />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(TAB_NAMES);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('2-5 minutes');
  });

  it('switches panels by click and by arrow keys, keeping one tab in the tab order', async () => {
    render(<DocumentationPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Preview & Export' }));
    expect(screen.getByRole('tabpanel', { name: 'Preview & Export' })).toHaveTextContent(
      'index.html',
    );

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'FAQ' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getAllByRole('tab').filter((tab) => tab.getAttribute('tabindex') === '0'),
    ).toHaveLength(1);
  });

  it('lists what the customization chat understands, with examples, and how to undo a change', async () => {
    render(<DocumentationPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Customization Features' }));
    const panel = screen.getByRole('tabpanel', { name: 'Customization Features' });
    for (const topic of [
      'FAQ entries',
      'Opening hours',
      'Contact details',
      'Services and prices',
      'Pricing plans',
      'Texts',
      'Colours and mood',
      'Sections',
      'Images',
    ]) {
      expect(within(panel).getByRole('heading', { level: 3, name: topic })).toBeInTheDocument();
    }
    const spanish = within(panel).getByText(/¿Dónde puedo aparcar\?/);
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(panel).toHaveTextContent('Saturdays now 9 to 1');
    expect(panel).toHaveTextContent('Nail trim is now £15');
    expect(panel).toHaveTextContent('never a cut');
    expect(panel).toHaveTextContent('A change nobody asked for is never published');
    expect(panel).toHaveTextContent('press Undo under the latest change in the chat');
  });

  it('says what a code repository on GitHub does, and where in the preview to connect one', async () => {
    render(<DocumentationPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Preview & Export' }));
    const panel = screen.getByRole('tabpanel', { name: 'Preview & Export' });
    expect(
      within(panel).getByRole('heading', { name: 'Code repository on GitHub' }),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent(
      'open Publishing in its preview and, under Code repository, enter',
    );
    expect(panel).toHaveTextContent('then choose Connect repository');
    expect(panel).not.toHaveTextContent('the preview has no place for it yet');
    expect(panel).toHaveTextContent('never holds up publishing');
    expect(panel).toHaveTextContent('the GitHub repository Zappy created for it, and no other');
    // Where the site is hosted is named in the same section.
    expect(panel).toHaveTextContent("Publishing, in the website's preview, names the platform");
  });

  it('answers eight FAQ questions in an accordion', async () => {
    render(<DocumentationPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'FAQ' }));
    const panel = screen.getByRole('tabpanel', { name: 'FAQ' });
    const questions = within(panel).getAllByRole('button');
    expect(questions).toHaveLength(8);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');

    const limits = within(panel).getByRole('button', {
      name: 'Is there a limit on customizations or regenerations?',
    });
    await userEvent.click(limits);
    expect(limits).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('region', { name: limits.textContent })).toHaveTextContent(
      'No. You can ask',
    );
    await userEvent.click(limits);
    expect(limits).toHaveAttribute('aria-expanded', 'false');
  });
});
