import { Accessibility, type IAccessibilityOptions } from 'accessibility';

const LANGUAGE = 'en-US';
const MENU_TITLE = 'Accessibility Options';
/** How long to wait for the browser's speech voices before giving up on text to speech. */
const VOICES_TIMEOUT_MS = 3000;

/**
 * Options for the `accessibility` package (spec section 1):
 * - `icon.useEmojis`: the default loads Material Icons from fonts.googleapis.com; emojis keep
 *   every request on our origin.
 * - English for both speech directions.
 * - `session.persistent`: text size, spacing and line height steps and the on/off flags are
 *   kept in localStorage (`_accessState`) and restored on the next load.
 * The package itself makes invert colors and gray hues exclude each other, and cycles text to
 * speech off → normal → fast → slow → off.
 */
export const toolbarOptions: IAccessibilityOptions = {
  // `img` too: the package builds the launcher's text before it switches to emojis, so without
  // it the launcher reads "accessibility" in a font that is never loaded.
  icon: { useEmojis: true, img: '♿' },
  language: { textToSpeechLang: LANGUAGE, speechToTextLang: LANGUAGE },
  session: { persistent: true },
  labels: {
    resetTitle: 'Reset all settings',
    closeTitle: 'Close',
    menuTitle: MENU_TITLE,
    increaseText: 'Increase text size',
    decreaseText: 'Decrease text size',
    increaseTextSpacing: 'Increase text spacing',
    decreaseTextSpacing: 'Decrease text spacing',
    increaseLineHeight: 'Increase line height',
    decreaseLineHeight: 'Decrease line height',
    invertColors: 'Invert colors',
    grayHues: 'Gray hues',
    underlineLinks: 'Underline links',
    bigCursor: 'Big cursor',
    readingGuide: 'Reading guide',
    textToSpeech: 'Text to speech',
    speechToText: 'Speech to text',
    disableAnimations: 'Disable animations',
    hotkeyPrefix: 'Hotkey: ',
  },
};

/**
 * Adjustments to the package's defaults that our accessibility rules need:
 * - its launcher is an `<i tabindex="0">`: it gets a button role, a name and aria-expanded,
 *   and opens with Space as well as Enter;
 * - its closed menu is only faded out, so its buttons stayed in the tab order and in the
 *   accessibility tree: the closed menu is `inert` and `aria-hidden`, and Escape closes it;
 * - with no speech voices installed it polled `speechSynthesis` every 10 ms forever: we wait for
 *   `voiceschanged` with a time limit instead (no voices → no text to speech button);
 * - it only copies option keys it knows, so the top-level `textToSpeechLang` its reader uses
 *   was lost (utterances got the language "undefined").
 */
class ZappyAccessibility extends Accessibility {
  override getVoices(): Promise<SpeechSynthesisVoice[]> {
    // Typed as always present, but missing in some browsers (and in jsdom).
    const synth = window.speechSynthesis as SpeechSynthesis | undefined;
    if (!synth) return Promise.resolve([]);
    const voices = synth.getVoices();
    if (voices.length > 0) return Promise.resolve(voices);
    return new Promise((resolve) => {
      const finish = () => {
        synth.removeEventListener('voiceschanged', finish);
        window.clearTimeout(timer);
        resolve(synth.getVoices());
      };
      const timer = window.setTimeout(finish, VOICES_TIMEOUT_MS);
      synth.addEventListener('voiceschanged', finish);
    });
  }

  override toggleMenu(): void {
    super.toggleMenu();
    syncMenuState(true);
  }
}

function getLauncher() {
  return document.querySelector<HTMLElement>('._access-icon');
}

function getMenu() {
  return document.querySelector<HTMLElement>('._access-menu');
}

function syncMenuState(moveFocus: boolean) {
  const menu = getMenu();
  const launcher = getLauncher();
  if (!menu || !launcher) return;
  const isOpen = !menu.classList.contains('close');
  menu.inert = !isOpen;
  // Only faded out when closed, so it must also leave the accessibility tree.
  if (isOpen) menu.removeAttribute('aria-hidden');
  else menu.setAttribute('aria-hidden', 'true');
  launcher.setAttribute('aria-expanded', String(isOpen));
  if (!moveFocus) return;
  // The first setting, not the header's close button: that is what the user came for.
  if (isOpen) menu.querySelector<HTMLElement>('ul button')?.focus();
  else launcher.focus();
}

function improveMarkup() {
  const launcher = getLauncher();
  const menu = getMenu();
  if (!launcher || !menu) return;
  menu.id = 'accessibility-toolbar-menu';
  menu.setAttribute('role', 'dialog');
  menu.setAttribute('aria-label', MENU_TITLE);
  launcher.setAttribute('role', 'button');
  launcher.setAttribute('aria-label', MENU_TITLE);
  launcher.setAttribute('aria-controls', menu.id);
  launcher.addEventListener('keydown', (event) => {
    if (event.key === ' ') {
      event.preventDefault();
      launcher.click();
    }
  });
  menu.querySelector('._menu-close-btn')?.setAttribute('aria-label', 'Close accessibility options');
  menu
    .querySelector('._menu-reset-btn')
    ?.setAttribute('aria-label', 'Reset all accessibility settings');
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !menu.classList.contains('close')) launcher.click();
  });
  syncMenuState(false);
}

let instance: Accessibility | null = null;

/** Builds the toolbar once; later calls return the same instance. */
export function startAccessibilityToolbar(): Accessibility {
  if (instance) return instance;
  instance = new ZappyAccessibility(toolbarOptions);
  instance.options.textToSpeechLang = LANGUAGE;
  instance.options.speechToTextLang = LANGUAGE;
  improveMarkup();
  return instance;
}
