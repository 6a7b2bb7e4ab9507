import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Widget } from '@zappy/contract/widgets';
import { widgets } from '../../test/widgets';
import { WidgetPanel } from './widget-panel';

function renderWidget(widget: Widget) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<WidgetPanel widget={widget} onSubmit={onSubmit} />);
  const submit = screen.getByRole('button', { name: 'Submit' });
  return { onSubmit, user, submit };
}

describe('widgets (spec section 5: submit rules and the response they send)', () => {
  it('single_select needs a selection and sends the option value with its label for the bubble', async () => {
    const { onSubmit, user, submit } = renderWidget(widgets.singleSelect);
    const group = screen.getByRole('group', { name: widgets.singleSelect.question });
    expect(group).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'See the portfolio' }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(
      { type: 'single_select', value: 'portfolio', question: widgets.singleSelect.question },
      'See the portfolio',
    );
  });

  it('single_select works from the keyboard: arrow keys move the choice, Enter submits', async () => {
    const { onSubmit, user } = renderWidget(widgets.singleSelect);
    // Nothing else held focus, so the new question takes it.
    expect(screen.getByRole('radio', { name: 'Book a session' })).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'See the portfolio' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ value: 'portfolio' }),
      'See the portfolio',
    );
  });

  it('multi_select needs at least one value and sends values in the options’ order', async () => {
    const { onSubmit, user, submit } = renderWidget(widgets.multiSelect);
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Headshots/ }));
    await user.click(screen.getByRole('checkbox', { name: /Weddings/ }));
    await user.click(screen.getByRole('checkbox', { name: /Portraits/ }));
    await user.click(screen.getByRole('checkbox', { name: /Portraits/ }));
    expect(screen.getByText('2 selected. Choose all that apply.')).toBeInTheDocument();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(
      {
        type: 'multi_select',
        values: ['weddings', 'headshots'],
        question: widgets.multiSelect.question,
      },
      'Weddings, Headshots',
    );
  });

  it('multi_select turns Submit off again when every box is cleared', async () => {
    const { user, submit } = renderWidget(widgets.multiSelect);
    const box = screen.getByRole('checkbox', { name: /Weddings/ });
    await user.click(box);
    expect(submit).toBeEnabled();
    await user.click(box);
    expect(submit).toBeDisabled();
  });

  it('text_input needs non-blank text, counts against maxLength and sends the trimmed text', async () => {
    const { onSubmit, user, submit } = renderWidget(widgets.textInput);
    const input = screen.getByRole('textbox', { name: widgets.textInput.question });
    expect(input).toHaveAttribute('maxlength', '120');
    expect(input).toHaveAttribute('placeholder', 'e.g. Blue Door Bakery, Austin');
    expect(input).toHaveAccessibleDescription('Characters used: 0/120');
    await user.type(input, '   ');
    expect(submit).toBeDisabled();
    await user.type(input, 'Lumen Studio, Austin ');
    expect(screen.getByText('24/120', { exact: false })).toBeInTheDocument();
    expect(submit).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(
      { type: 'text_input', value: 'Lumen Studio, Austin', question: widgets.textInput.question },
      'Lumen Studio, Austin',
    );
  });

  it('text_input defaults maxLength to 500', () => {
    renderWidget({ type: 'text_input', question: 'Opening hours?' });
    expect(screen.getByRole('textbox', { name: 'Opening hours?' })).toHaveAttribute(
      'maxlength',
      '500',
    );
    expect(screen.getByText('0/500', { exact: false })).toBeInTheDocument();
  });

  it('slider is always submittable, a native range from 0 to 100 starting at 50', async () => {
    const { onSubmit, user, submit } = renderWidget({ type: 'slider', question: 'How formal?' });
    const slider = screen.getByRole('slider', { name: /How formal\?/ });
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '100');
    expect(slider).toHaveValue('50');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSubmit).toHaveBeenLastCalledWith(
      { type: 'slider', value: 50, question: 'How formal?' },
      '50',
    );
  });

  // jsdom has no range keyboard handling; the end-to-end test drives it with arrow keys.
  it('slider sends the moved value, reads it with its unit and names its scale ends', async () => {
    const { onSubmit, user, submit } = renderWidget({ ...widgets.slider, unit: '%' });
    const slider = screen.getByRole('slider');
    expect(slider).toHaveAccessibleDescription('0: Formal and precise 100: Warm and friendly');
    fireEvent.change(slider, { target: { value: '52' } });
    expect(slider).toHaveValue('52');
    expect(slider).toHaveAttribute('aria-valuetext', '52 %');
    await user.click(submit);
    expect(onSubmit).toHaveBeenLastCalledWith(
      { type: 'slider', value: 52, question: widgets.slider.question },
      '52 %',
    );
  });

  it('rating offers 1 to 5 stars, needs one and sends the number', async () => {
    const { onSubmit, user, submit } = renderWidget(widgets.rating);
    const stars = screen.getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByText('4 stars selected.')).toBeInTheDocument();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(
      { type: 'rating', value: 4, question: widgets.rating.question },
      '4 out of 5 stars',
    );
  });

  it('image_selector shows each image with its alt text', () => {
    renderWidget(widgets.imageSelector);
    expect(screen.getByRole('img', { name: 'Illustration of rolling hills' })).toBeInTheDocument();
  });

  it.each([
    ['color_picker', widgets.colorPicker, 'Teal', '#0f766e', 'Teal'],
    [
      'image_selector',
      widgets.imageSelector,
      /rolling hills/,
      'hero-nature-2',
      'Alternative: rolling hills',
    ],
    ['color_palette', widgets.colorPalette, /Film/, 'Film', 'Film'],
  ] as const)(
    '%s needs a selection and sends the chosen value, showing its name',
    async (type, widget, option, value, label) => {
      const { onSubmit, user, submit } = renderWidget(widget);
      expect(submit).toBeDisabled();
      await user.click(screen.getByRole('radio', { name: option }));
      await user.click(submit);
      expect(onSubmit).toHaveBeenCalledWith({ type, value, question: widget.question }, label);
    },
  );

  it('any other type shows "Unsupported widget type" and no Submit', () => {
    render(
      <WidgetPanel widget={{ type: 'business_editor', question: 'Edit' }} onSubmit={vi.fn()} />,
    );
    expect(screen.getByText('Unsupported widget type')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
