import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Widget, WidgetImage } from '@zappy/contract/widgets';
import { ENGLISH_APP_WORDS, loadAppWords } from '@zappy/locales/app-words';
import { ApiError } from '../../lib/api-client';
import type { ImageUploader } from './types';
import { WidgetPanel } from './widget-panel';
import { WidgetWordsContext } from './widget-words';

const QUESTION = 'Which picture fits Golden Crumb best?';

const photoStep: Widget = {
  type: 'image_selector',
  question: QUESTION,
  images: [
    {
      id: '2b8e1d1e-4c1a-4c1f-9a55-5d1c2b3a4f01',
      url: '/api/wizard/session/s/images/2b8e1d1e-4c1a-4c1f-9a55-5d1c2b3a4f01',
      alt: 'Loaves of bread on a wooden counter',
      label: 'Option 1',
      credit: {
        name: 'Ana Lima',
        url: 'https://www.pexels.com/@ana-lima',
        provider: 'Pexels',
        providerUrl: 'https://www.pexels.com',
      },
    },
    {
      id: 'hero-bread-12',
      url: 'data:image/svg+xml;base64,PHN2Zy8+',
      alt: 'A loaf',
      label: 'Signature: a loaf',
    },
  ],
};

const uploaded: WidgetImage = {
  id: '7f3c2a10-0000-4000-8000-000000000001',
  url: '/api/wizard/session/s/images/7f3c2a10-0000-4000-8000-000000000001',
  alt: 'Our shop window at dawn',
  label: 'Our shop window at dawn',
};

const photo = (bytes = 10) => new File([new Uint8Array(bytes)], 'shop.jpg', { type: 'image/jpeg' });

function renderStep(uploadImage?: ImageUploader, words = ENGLISH_APP_WORDS.widgets) {
  const onSubmit = vi.fn();
  render(
    <WidgetWordsContext value={words}>
      <WidgetPanel widget={photoStep} onSubmit={onSubmit} uploadImage={uploadImage} />
    </WidgetWordsContext>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('image_selector with photos and "Upload your own"', () => {
  it("shows a photo service's credit under its photo, in the owner's language", async () => {
    renderStep(undefined, (await loadAppWords('es')).widgets);
    expect(screen.getByText('Foto: Ana Lima / Pexels')).toBeInTheDocument();
    // The art has no credit, and without an uploader there is nothing to upload.
    expect(screen.getAllByText(/Pexels/)).toHaveLength(1);
    expect(screen.queryByRole('group', { name: 'Sube la tuya' })).not.toBeInTheDocument();
  });

  it("uploads the owner's described photo, selects and focuses it, and answers with it", async () => {
    const upload = vi.fn<ImageUploader>().mockResolvedValue([uploaded]);
    const { onSubmit, user } = renderStep(upload);
    const own = screen.getByRole('group', { name: 'Upload your own' });
    expect(own).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: "Describe this photo for people who can't see it" }),
      'Our shop window at dawn',
    );
    const file = photo();
    await user.upload(screen.getByLabelText('Choose a photo'), file);

    expect(upload).toHaveBeenCalledWith(file, 'Our shop window at dawn');
    expect(await screen.findByText('Your photo was added and selected.')).toBeInTheDocument();
    const radio = screen.getByRole('radio', { name: /Our shop window at dawn/ });
    expect(radio).toBeChecked();
    expect(radio).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { type: 'image_selector', value: uploaded.id, question: QUESTION },
      'Our shop window at dawn',
    );
  });

  it('asks for the description first, and refuses a photo over 5 MB before uploading', async () => {
    const upload = vi.fn<ImageUploader>();
    const { user } = renderStep(upload);
    const describe = screen.getByRole('textbox', {
      name: "Describe this photo for people who can't see it",
    });
    await user.upload(screen.getByLabelText('Choose a photo'), photo());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Describe the photo first, then choose it.',
    );

    await user.type(describe, 'Our oven');
    await user.upload(screen.getByLabelText('Choose a photo'), photo(5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Image 1 is too large (max 5MB)');
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses the file", async () => {
    const upload = vi
      .fn<ImageUploader>()
      .mockRejectedValue(
        new ApiError(400, 'Image 1 is not a PNG, JPEG, WebP, GIF or AVIF image', null),
      );
    const { onSubmit, user } = renderStep(upload);
    await user.click(screen.getByRole('radio', { name: /Signature: a loaf/ }));
    await user.type(
      screen.getByRole('textbox', { name: "Describe this photo for people who can't see it" }),
      'Our oven{Enter}',
    );
    // Enter in the description does not answer the question with the art chosen before.
    expect(onSubmit).not.toHaveBeenCalled();
    await user.upload(screen.getByLabelText('Choose a photo'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Image 1 is not a PNG, JPEG, WebP, GIF or AVIF image',
    );
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });
});
