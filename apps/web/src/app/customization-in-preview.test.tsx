import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoute } from '../test/helpers';
import { WEBSITE_ID, websiteDetail } from '../test/website';
import { PreviewPage } from '../features/preview/components/preview-page';
import { mockApi } from '../features/customization/test/mock-api';
import { CustomizationChat } from '../features/customization/components/customization-chat';

/** The preview page with the chat composed in, as the app does. */
function renderPreview() {
  mockApi({ [`/api/website/${WEBSITE_ID}`]: () => jsonResponse({ website: websiteDetail() }) });
  renderRoute(<PreviewPage renderCustomizationChat={(chat) => <CustomizationChat {...chat} />} />, {
    path: '/preview/:websiteId',
    initialEntry: `/preview/${WEBSITE_ID}`,
  });
  return userEvent.setup();
}

// jsdom is narrower than the lg breakpoint: the chat is the small-screen slide-over.
describe('the chat on the preview page, as a slide-over below lg', () => {
  it('opens from Customize as a labelled dialog that holds the chat, and focus moves in', async () => {
    const user = renderPreview();
    const opener = await screen.findByRole('button', { name: 'Customize' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Customize Website' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(dialog).getByRole('textbox', { name: 'Your customization request' }),
    ).toBeInTheDocument();
  });

  it('closes on a backdrop click and returns focus to Customize', async () => {
    const user = renderPreview();
    const opener = await screen.findByRole('button', { name: 'Customize' });
    await user.click(opener);
    await user.click(screen.getByTestId('customize-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('customize-backdrop')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape, keeping what was typed for next time', async () => {
    const user = renderPreview();
    const opener = await screen.findByRole('button', { name: 'Customize' });
    await user.click(opener);
    await user.type(screen.getByRole('textbox', { name: 'Your customization request' }), 'Hi');
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(opener).toHaveFocus();
    await user.click(opener);
    expect(screen.getByRole('textbox', { name: 'Your customization request' })).toHaveValue('Hi');
  });

  it('keeps Tab inside the open slide-over', async () => {
    const user = renderPreview();
    await user.click(await screen.findByRole('button', { name: 'Customize' }));
    const dialog = screen.getByRole('dialog', { name: 'Customize Website' });
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('textbox')).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Business info' })).toHaveFocus();
  });
});
