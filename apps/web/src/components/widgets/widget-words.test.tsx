import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Widget } from '@zappy/contract/widgets';
import { loadAppWords } from '@zappy/locales/app-words';
import { widgets } from '../../test/widgets';
import { WidgetPanel } from './widget-panel';
import { WidgetWordsContext, type WidgetWords } from './widget-words';

function renderWidget(widget: Widget, words?: WidgetWords) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  const panel = <WidgetPanel widget={widget} onSubmit={onSubmit} />;
  render(
    words === undefined ? panel : <WidgetWordsContext value={words}>{panel}</WidgetWordsContext>,
  );
  return { onSubmit, user };
}

async function widgetWordsOf(tag: string): Promise<WidgetWords> {
  return (await loadAppWords(tag)).widgets;
}

describe('widgets in the conversation’s language (issue 23, part 5)', () => {
  it('a Spanish conversation shows Spanish hints and Submit', async () => {
    renderWidget({ type: 'slider', question: '¿Qué tan formal?' }, await widgetWordsOf('es'));
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    expect(
      screen.getByText('Arrastra el control deslizante o usa las flechas del teclado.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Respuesta: ¿Qué tan formal?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('a Spanish multi-select counts in Spanish and labels its own-value field in Spanish', async () => {
    const { user } = renderWidget(widgets.multiSelect, await widgetWordsOf('es-MX'));
    expect(screen.getByText('Elige todas las que correspondan.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Weddings/ }));
    expect(
      screen.getByText('Seleccionadas: 1. Elige todas las que correspondan.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'O escribe la tuya (separa varias con comas)' }),
    ).toBeInTheDocument();
  });

  it('a French rating names its stars, hint and answer in French', async () => {
    const { onSubmit, user } = renderWidget(widgets.rating, await widgetWordsOf('fr'));
    expect(screen.getByText('Notez de 1 à 5 étoiles.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '4 étoiles' }));
    expect(screen.getByText('Votre note : 4 étoiles.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { type: 'rating', value: 4, question: widgets.rating.question },
      '4 sur 5 étoiles',
    );
  });

  it('an Arabic rating counts its stars as Arabic does', async () => {
    renderWidget(widgets.rating, await widgetWordsOf('ar'));
    expect(screen.getByRole('radio', { name: 'نجمة واحدة' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'نجمتان' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 نجوم' })).toBeInTheDocument();
  });

  it('a German slider and text counter are labelled in German', async () => {
    const words = await widgetWordsOf('de');
    renderWidget(widgets.slider, words);
    expect(screen.getByText('Ihre Wahl')).toBeInTheDocument();
    cleanup();
    renderWidget(widgets.textInput, words);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Verwendete Zeichen: 0/120');
  });

  it('without a provider the widgets stay English', () => {
    renderWidget(widgets.colorPalette);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByText('Choose one palette.')).toBeInTheDocument();
  });
});

describe('multi-select takes the owner’s own values (issue 23, part 5)', () => {
  it('a typed value alone enables Submit and is sent as a value', async () => {
    const { onSubmit, user } = renderWidget(widgets.multiSelect);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    const own = screen.getByRole('textbox', {
      name: 'Or type your own (separate several with commas)',
    });
    await user.type(own, '   ');
    expect(submit).toBeDisabled();
    await user.clear(own);
    await user.type(own, 'Pet portraits');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(
      { type: 'multi_select', values: ['Pet portraits'], question: widgets.multiSelect.question },
      'Pet portraits',
    );
  });

  it('typed values, split at commas, go after the picked ones', async () => {
    const { onSubmit, user } = renderWidget(widgets.multiSelect);
    await user.click(screen.getByRole('checkbox', { name: /Weddings/ }));
    await user.type(
      screen.getByRole('textbox', { name: /type your own/ }),
      'Pet portraits, drone shots ,{Enter}',
    );
    expect(onSubmit).toHaveBeenCalledWith(
      {
        type: 'multi_select',
        values: ['weddings', 'Pet portraits', 'drone shots'],
        question: widgets.multiSelect.question,
      },
      'Weddings, Pet portraits, drone shots',
    );
  });

  it('single select has no own-value field', () => {
    renderWidget(widgets.singleSelect);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
