import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useTypedBeforeStart } from './use-typed-before-start';

function Form({ onState }: { onState: (state: { text: string; language: string }) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [language, setLanguage] = useState('');
  useTypedBeforeStart(formRef, (typed) => {
    setText(typed.get('text') ?? '');
    setLanguage(typed.get('language') ?? '');
  });
  onState({ text, language });
  return (
    <form ref={formRef}>
      <textarea
        name="text"
        aria-label="Text"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      <select
        name="language"
        aria-label="Language"
        value={language}
        onChange={(event) => {
          setLanguage(event.target.value);
        }}
      >
        <option value="">Same</option>
        <option value="de">Deutsch</option>
      </select>
    </form>
  );
}

describe('useTypedBeforeStart', () => {
  it('hands the app what a visitor typed in the prerendered form before it hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onState={() => undefined} />);
    document.body.append(container);
    // The visitor types and picks before the app has started.
    const textarea = container.querySelector('textarea');
    const select = container.querySelector('select');
    if (!textarea || !select) throw new Error('the prerendered form has its fields');
    textarea.value = 'A bakery in Lisbon';
    select.value = 'de';

    let state = { text: '', language: '' };
    await act(async () => {
      hydrateRoot(
        container,
        <Form
          onState={(next) => {
            state = next;
          }}
        />,
      );
      await Promise.resolve();
    });
    expect(state).toEqual({ text: 'A bakery in Lisbon', language: 'de' });
    expect(textarea.value).toBe('A bakery in Lisbon');
    container.remove();
  });
});
