import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startAccessibilityToolbar } from './accessibility-toolbar-widget';

/** A browser speech engine with one English voice, recording what it is asked to say. */
function installSpeech() {
  const spoken: { text: string; rate: number; lang: string }[] = [];
  class Utterance {
    text: string;
    rate = 1;
    lang = '';
    voice: unknown = null;
    onend: (() => void) | null = null;
    constructor(text: string) {
      this.text = text;
    }
  }
  const synth = {
    pending: false,
    speaking: false,
    getVoices: () => [{ lang: 'en-US', name: 'English' }],
    speak: vi.fn((utterance: Utterance) => {
      spoken.push({ text: utterance.text, rate: utterance.rate, lang: utterance.lang });
    }),
    cancel: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', synth);
  return spoken;
}

describe('accessibility toolbar text to speech', () => {
  beforeAll(() => {
    document.documentElement.style.fontSize = '16px';
    document.body.style.fontSize = '16px';
  });

  it('cycles off → normal → fast → slow → off, in English', async () => {
    const spoken = installSpeech();
    const toolbar = startAccessibilityToolbar();
    const button = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('[data-access-action="textToSpeech"]');
      if (!element) throw new Error('no text to speech button yet');
      return element;
    });

    const press = () => {
      toolbar.menuInterface.textToSpeech(false);
    };
    press();
    expect(button).toHaveClass('active');
    expect(toolbar.stateValues).toMatchObject({ textToSpeech: true, speechRate: 1 });
    press();
    expect(toolbar.stateValues.speechRate).toBe(1.5);
    press();
    expect(toolbar.stateValues.speechRate).toBe(0.7);
    press();
    expect(button).not.toHaveClass('active');
    expect(toolbar.stateValues.speechRate).toBe(1);
    expect(spoken.map(({ text }) => text)).toEqual([
      'Screen Reader enabled. Reading Pace - Normal',
      'Reading Pace - Fast',
      'Reading Pace - Slow',
      'Screen Reader - Disabled',
    ]);
    expect(spoken.map(({ lang }) => lang)).toEqual(['en-US', 'en-US', 'en-US', 'en-US']);
  });
});
