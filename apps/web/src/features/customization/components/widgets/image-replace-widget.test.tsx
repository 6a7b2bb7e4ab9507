import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Widget } from '@zappy/contract/widgets';
import { loadAppWords } from '@zappy/locales/app-words';
import { WidgetWordsContext, type WidgetWords } from '../../../../components/widgets/widget-words';
import { jsonResponse } from '../../../../test/helpers';
import { WEBSITE_ID } from '../../../../test/website';
import { continueReply, SESSION_ID, startReply, widgets } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { CustomizationChat } from '../customization-chat';
import { ImageReplaceWidget } from './image-replace-widget';

const REPLACE = `/api/customization/replace-image/${WEBSITE_ID}`;
const APPLY = `/api/customization/apply/${WEBSITE_ID}`;
const UPLOADED = {
  success: true,
  versionNumber: 4,
  image: {
    id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
    dataSlot: 'hero',
    name: 'new-hero.png',
    url: '/media/uploads/new-hero.webp',
    width: 1600,
    height: 900,
    sizeBytes: 120_000,
  },
};

const png = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** Renders the widget in English, or in the language of `words` as the chat provides them. */
function renderWidget(widget: Widget = widgets.images, words?: WidgetWords) {
  const onSubmit = vi.fn(() => Promise.resolve(true));
  const onUpdated = vi.fn();
  const replace = (
    <ImageReplaceWidget
      widget={widget}
      websiteId={WEBSITE_ID}
      isOpen
      isBusy={false}
      onSubmit={onSubmit}
      onUpdated={onUpdated}
    />
  );
  render(
    words === undefined ? (
      replace
    ) : (
      <WidgetWordsContext value={words}>{replace}</WidgetWordsContext>
    ),
  );
  return { onSubmit, onUpdated, user: userEvent.setup() };
}

describe('image_replace widget', () => {
  it('shows the site’s current images, each with a Replace control for image files', () => {
    mockApi({});
    renderWidget();
    const group = screen.getByRole('group', { name: widgets.images.question });
    expect(within(group).getByRole('img', { name: 'Fresh bread on a counter' })).toHaveAttribute(
      'src',
      '/media/hero-current.webp',
    );
    expect(within(group).getByRole('img', { name: 'The bakers at work' })).toHaveAttribute(
      'src',
      '/media/about.webp',
    );
    const replace = within(group).getByLabelText('Replace Hero image');
    expect(replace).toHaveAttribute('type', 'file');
    expect(replace).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/webp,image/gif,image/avif',
    );
  });

  it('uploads the file, shows the new image, tells the AI and reloads the preview', async () => {
    const calls = mockApi({
      '/api/customization/start': () =>
        jsonResponse(startReply({ response: 'Here are your images.', widget: widgets.images })),
      [REPLACE]: () => jsonResponse(UPLOADED),
      '/api/customization/continue': () =>
        jsonResponse(continueReply({ response: 'Looks great!' })),
    });
    const onUpdated = vi.fn();
    const user = userEvent.setup();
    render(<CustomizationChat websiteId={WEBSITE_ID} onUpdated={onUpdated} />);
    await user.type(screen.getByRole('textbox'), 'Change a photo{Enter}');
    const file = png('new-hero.png', 2048);
    await user.upload(await screen.findByLabelText('Replace Hero image'), file);

    await screen.findByText('Looks great!');
    const upload = calls.find((call) => call.url === REPLACE)?.body;
    expect(upload).toBeInstanceOf(FormData);
    const form = upload as FormData;
    expect(form.get('image')).toBeInstanceOf(File);
    expect((form.get('image') as File).name).toBe('new-hero.png');
    expect(form.get('imageSlot')).toBe('hero');
    expect(form.get('imageName')).toBe('new-hero.png');
    expect(form.get('websiteId')).toBe(WEBSITE_ID);

    expect(calls[calls.length - 1]).toEqual({
      url: '/api/customization/continue',
      body: {
        sessionId: SESSION_ID,
        websiteId: WEBSITE_ID,
        messageType: 'widget_response',
        message: {
          type: 'image_replace',
          value: 'hero',
          action: 'replaced',
          imageSlot: 'hero',
          imageName: 'new-hero.png',
          question: widgets.images.question,
        },
      },
    });
    expect(onUpdated).toHaveBeenCalledOnce();
    // The new photo is not called by the old image's words.
    expect(screen.getByRole('img', { name: 'new-hero.png' })).toHaveAttribute(
      'src',
      '/media/uploads/new-hero.webp',
    );
    expect(screen.queryByRole('img', { name: 'Fresh bread on a counter' })).toBeNull();
    expect(screen.getByText('Replaced Hero image with new-hero.png')).toBeInTheDocument();
    // Answered: the grid stays in view, its controls disabled.
    expect(screen.getByLabelText('Replace About image')).toBeDisabled();
  });

  it('sends the owner’s description of the photo with it, and shows the photo by those words', async () => {
    const calls = mockApi({
      [REPLACE]: () => jsonResponse({ ...UPLOADED, photosWithoutDescription: [] }),
    });
    const { user, onSubmit } = renderWidget();
    const field = screen.getByLabelText(
      "Describe this photo for people who can't see it (Hero image)",
    );
    expect(field).toHaveAttribute('maxlength', '250');
    await user.type(field, '  Sourdough loaves cooling on the counter ');
    await user.upload(screen.getByLabelText('Replace Hero image'), png('IMG_2041.png', 2048));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledOnce();
    });
    const form = calls.find((call) => call.url === REPLACE)?.body as FormData;
    expect(form.get('imageAlt')).toBe('Sourdough loaves cooling on the counter');
    expect(
      screen.getByRole('img', { name: 'Sourdough loaves cooling on the counter' }),
    ).toHaveAttribute('src', '/media/uploads/new-hero.webp');
    expect(screen.queryByText('This photo has no description yet.')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
  });

  it('asks for a description a photo came without, and saves it as a new version', async () => {
    const calls = mockApi({
      [REPLACE]: () => jsonResponse({ ...UPLOADED, photosWithoutDescription: ['hero'] }),
      [APPLY]: () =>
        jsonResponse({
          success: true,
          versionNumber: 5,
          summary: 'image descriptions',
          previousVersion: 4,
          photosWithoutDescription: [],
        }),
    });
    const { user, onSubmit, onUpdated } = renderWidget();
    await user.upload(screen.getByLabelText('Replace Hero image'), png('new-hero.png', 2048));
    expect(await screen.findByText('This photo has no description yet.')).toBeInTheDocument();
    expect((calls[0]?.body as FormData).has('imageAlt')).toBe(false);
    // The chat has moved on, yet the question stays answerable.
    expect(onSubmit).toHaveBeenCalledOnce();
    const save = screen.getByRole('button', { name: 'Save (Hero image)' });
    expect(save).toBeDisabled();
    await user.type(
      screen.getByLabelText("Describe this photo for people who can't see it (Hero image)"),
      'Our shop window at night',
    );
    await user.click(save);
    expect(await screen.findByText('Description saved')).toBeInTheDocument();
    expect(calls[1]).toEqual({
      url: APPLY,
      body: { edits: [{ op: 'setImageAlt', slot: 'hero', alt: 'Our shop window at night' }] },
    });
    expect(onUpdated).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('img', { name: 'Our shop window at night' })).toBeInTheDocument();
    expect(screen.queryByText('This photo has no description yet.')).toBeNull();
  });

  it('asks at once for a photo the site shows without a description, and says why a save failed', async () => {
    mockApi({
      [APPLY]: () =>
        jsonResponse({ error: "A photo's description can be at most 250 characters" }, 400),
    });
    const { user, onUpdated } = renderWidget({
      ...widgets.images,
      images: widgets.images.images.map((image) =>
        image.dataSlot === 'hero' ? { ...image, alt: '', needsDescription: true } : image,
      ),
    });
    expect(screen.getByText('This photo has no description yet.')).toBeInTheDocument();
    await user.type(
      screen.getByLabelText("Describe this photo for people who can't see it (Hero image)"),
      'Too much',
    );
    await user.click(screen.getByRole('button', { name: 'Save (Hero image)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "A photo's description can be at most 250 characters",
    );
    expect(onUpdated).not.toHaveBeenCalled();
    expect(screen.getByText('This photo has no description yet.')).toBeInTheDocument();
    // The other image was described all along: nothing is asked of it.
    expect(screen.queryByRole('button', { name: 'Save (About image)' })).toBeNull();
  });

  it('refuses a file over 5 MB before sending anything', async () => {
    const calls = mockApi({});
    const { user, onSubmit, onUpdated } = renderWidget();
    await user.upload(screen.getByLabelText('Replace Hero image'), png('huge.png', 5_242_881));
    expect(screen.getByRole('alert')).toHaveTextContent('Image 1 is too large (max 5MB)');
    expect(calls).toEqual([]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onUpdated).not.toHaveBeenCalled();
  });

  it('accepts a file of exactly 5 MB', async () => {
    const calls = mockApi({ [REPLACE]: () => jsonResponse(UPLOADED) });
    const { user, onSubmit } = renderWidget();
    await user.upload(screen.getByLabelText('Replace About image'), png('ok.png', 5_242_880));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledOnce();
    });
    expect(calls.map((call) => call.url)).toEqual([REPLACE]);
  });

  it.each([
    [jsonResponse({ error: 'boom' }, 500), 'Failed to replace image. Please try again.'],
    [
      jsonResponse({ error: 'Image 2 is too large (max 5MB)' }, 413),
      'Image 2 is too large (max 5MB)',
    ],
  ])('says why a replacement failed and tells the AI nothing', async (response, text) => {
    mockApi({ [REPLACE]: () => response });
    const { user, onSubmit, onUpdated } = renderWidget();
    await user.upload(screen.getByLabelText('Replace About image'), png('about.png', 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onUpdated).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Replace About image')).toBeEnabled();
  });

  it('shows a neutral placeholder instead of an image that does not load', () => {
    mockApi({});
    renderWidget();
    fireEvent.error(screen.getByRole('img', { name: 'The bakers at work' }));
    const placeholder = screen.getByRole('img', { name: 'The bakers at work (image unavailable)' });
    expect(placeholder.tagName).toBe('DIV');
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it('says so when the website has no images', () => {
    mockApi({});
    renderWidget(widgets.noImages);
    expect(screen.getByText('No images found in this website.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Replace/)).toBeNull();
  });
});

describe('image_replace widget in the site’s language', () => {
  it('names its controls, its status and the owner’s answer in French', async () => {
    mockApi({ [REPLACE]: () => jsonResponse(UPLOADED) });
    const { user, onSubmit } = renderWidget(widgets.images, (await loadAppWords('fr')).widgets);
    fireEvent.error(screen.getByRole('img', { name: 'The bakers at work' }));
    expect(
      screen.getByRole('img', { name: 'The bakers at work (image indisponible)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByLabelText(
        'Décrivez cette photo pour les personnes qui ne peuvent pas la voir (Hero image)',
      ),
    ).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Remplacer Hero image'), png('new-hero.png', 2048));
    expect(await screen.findByText('Remplacée')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'image_replace', imageSlot: 'hero' }),
      'J’ai remplacé Hero image par new-hero.png',
    );
    expect(screen.queryByText('Replace')).toBeNull();
  });

  it('keeps the spec’s English error texts', async () => {
    mockApi({});
    const { user } = renderWidget(widgets.images, (await loadAppWords('fr')).widgets);
    await user.upload(screen.getByLabelText('Remplacer Hero image'), png('huge.png', 5_242_881));
    expect(screen.getByRole('alert')).toHaveTextContent('Image 1 is too large (max 5MB)');
  });

  it('gets its words from the chat, in the site’s language', async () => {
    mockApi({
      '/api/customization/start': () =>
        jsonResponse(startReply({ response: 'Voici vos images.', widget: widgets.images })),
    });
    const user = userEvent.setup();
    render(<CustomizationChat websiteId={WEBSITE_ID} onUpdated={vi.fn()} language="fr-CA" />);
    await user.type(screen.getByRole('textbox'), 'Changer une photo{Enter}');
    expect(await screen.findByLabelText('Remplacer About image')).toHaveAttribute('type', 'file');
  });
});
