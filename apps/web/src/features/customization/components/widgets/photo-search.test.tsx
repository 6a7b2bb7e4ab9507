import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SearchPhotosResponse } from '@zappy/contract/customization';
import type { Widget, WidgetImage } from '@zappy/contract/widgets';
import { jsonResponse } from '../../../../test/helpers';
import { WEBSITE_ID } from '../../../../test/website';
import { widgets } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { ImageReplaceWidget } from './image-replace-widget';

const SEARCH = `/api/customization/search-photos/${WEBSITE_ID}`;
const USE = `/api/customization/use-photo/${WEBSITE_ID}`;

const photo = (n: number, query: string): WidgetImage => ({
  id: `0d3b1f8e-7a0c-4b5e-9c1d-00000000000${n}`,
  url: `/api/customization/uploads/0d3b1f8e-7a0c-4b5e-9c1d-10000000000${n}/480.webp`,
  alt: `Photo ${n} of ${query}`,
  description: `Photo ${n} of ${query}`,
  credit: {
    name: `Photographer ${n}`,
    url: `https://www.pexels.com/@photographer-${n}`,
    provider: 'Pexels',
    providerUrl: 'https://www.pexels.com',
  },
});

const FOUND: SearchPhotosResponse = {
  photos: [photo(1, 'sourdough loaves'), photo(2, 'sourdough loaves')],
  failure: null,
};

/** The image widget with its photo search, as the server sends it when it can search. */
const searchable = (photoSearch: Widget['photoSearch'] = { query: '', photos: [] }): Widget => ({
  ...widgets.images,
  photoSearch,
});

function renderWidget(widget: Widget, language?: string) {
  const onSubmit = vi.fn(() => Promise.resolve(true));
  const onUpdated = vi.fn();
  render(
    <ImageReplaceWidget
      widget={widget}
      websiteId={WEBSITE_ID}
      isOpen
      isBusy={false}
      onSubmit={onSubmit}
      onUpdated={onUpdated}
      {...(language ? { language } : {})}
    />,
  );
  return { onSubmit, onUpdated, user: userEvent.setup() };
}

describe('the image panel’s photo search', () => {
  it('is not there when the server cannot search for photos', () => {
    mockApi({});
    renderWidget(widgets.images);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('searches, and lists the photos with their credits as a radio group the keyboard moves in', async () => {
    const calls = mockApi({ [SEARCH]: () => jsonResponse(FOUND) });
    const { user } = renderWidget(searchable());
    const search = screen.getByRole('search', { name: 'Search photos' });
    await user.click(within(search).getByRole('searchbox', { name: 'Search photos' }));
    await user.paste('sourdough loaves');
    await user.keyboard('{Enter}');
    expect(calls[0]).toEqual({ url: SEARCH, body: { query: 'sourdough loaves' } });
    expect(await screen.findByText('Photos of “sourdough loaves”: 2')).toHaveAttribute(
      'role',
      'status',
    );
    const results = screen.getByRole('group', { name: 'Photos of “sourdough loaves”' });
    expect(within(results).getAllByRole('radio')).toHaveLength(2);
    expect(
      within(results).getByRole('link', { name: 'Photo: Photographer 2 / Pexels' }),
    ).toHaveAttribute('href', 'https://www.pexels.com/@photographer-2');
    await user.click(within(results).getByRole('radio', { name: 'Photo 1 of sourdough loaves' }));
    await user.keyboard('{ArrowDown}');
    const second = within(results).getByRole('radio', { name: 'Photo 2 of sourdough loaves' });
    expect(second).toBeChecked();
    expect(second).toHaveAccessibleDescription('Photo: Photographer 2 / Pexels');
  });

  it('puts the chosen photo in the image the owner chose, with their words, and tells the chat', async () => {
    const calls = mockApi({
      [USE]: () => jsonResponse({ success: true, versionNumber: 5, photosWithoutDescription: [] }),
    });
    const { user, onUpdated, onSubmit } = renderWidget(
      searchable({ query: 'sourdough loaves', photos: FOUND.photos }),
    );
    await user.click(screen.getByRole('radio', { name: 'Photo 2 of sourdough loaves' }));
    // Two images to choose from: nothing is replaced until the owner says which.
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose which image it replaces.');
    expect(calls).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Image to replace'), 'Hero image');
    const described = screen.getByLabelText(/Describe this photo.*Photo 2 of sourdough loaves/);
    expect(described).toHaveValue('Photo 2 of sourdough loaves');
    await user.clear(described);
    await user.type(described, 'Our loaves');
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    expect(calls[0]).toEqual({
      url: USE,
      body: { photoId: FOUND.photos[1]?.id, imageSlot: 'hero', imageAlt: 'Our loaves' },
    });
    expect(await screen.findByText('The photo is on your site.')).toBeInTheDocument();
    expect(onUpdated).toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'image_replace', action: 'replaced', imageSlot: 'hero' }),
      'Replaced Hero image with Our loaves',
    );
    expect(screen.getByRole('img', { name: 'Our loaves' })).toHaveAttribute(
      'src',
      FOUND.photos[1]?.url,
    );
  });

  it('shows what the chat already found, and needs no choice of image when there is one', async () => {
    const calls = mockApi({
      [USE]: () => jsonResponse({ success: true, versionNumber: 5, photosWithoutDescription: [] }),
    });
    const widget: Widget = {
      ...searchable({ query: 'croissants', photos: [photo(1, 'croissants')] }),
      images: widgets.images.images.slice(0, 1),
    };
    const { user } = renderWidget(widget);
    expect(screen.getByRole('searchbox', { name: 'Search photos' })).toHaveValue('croissants');
    await user.click(screen.getByRole('radio', { name: 'Photo 1 of croissants' }));
    expect(screen.queryByLabelText('Image to replace')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    expect(calls[0]?.body).toMatchObject({ imageSlot: 'hero' });
  });

  it('says why a search gave nothing, and changes nothing', async () => {
    const calls = mockApi({
      [SEARCH]: () => jsonResponse({ photos: [], failure: 'rate_limited' }),
    });
    const { user } = renderWidget(searchable());
    await user.type(screen.getByRole('searchbox', { name: 'Search photos' }), 'bread{Enter}');
    expect(
      await screen.findByText(
        'The photo service has had too many searches for now. Try again later; nothing on your site changed.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([SEARCH]);
  });

  it('speaks the site’s language', async () => {
    mockApi({ [SEARCH]: () => jsonResponse({ photos: [], failure: 'no_results' }) });
    const { user } = renderWidget(searchable(), 'es');
    const field = await screen.findByRole('searchbox', { name: 'Buscar fotos' });
    await user.type(field, 'pan{Enter}');
    expect(
      await screen.findByText('No hay fotos de «pan». Prueba con otras palabras.'),
    ).toHaveAttribute('role', 'status');
  });
});
