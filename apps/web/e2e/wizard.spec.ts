import type { Locator, Page } from '@playwright/test';
import { createAccountInDialog, expect, expectNoAxeViolations, test } from './fixtures';

const WELCOME_BACK = 'Welcome back! You can now generate your website.';

/** The pending widget: a form named after its question. */
function widget(page: Page, question: RegExp): Locator {
  return page.getByRole('form', { name: question });
}

/** The wizard's one conversation, whose name is in the owner's language. */
function conversation(page: Page): Locator {
  return page.getByRole('log');
}

/** The visible text of the label around the checked (or given) control. */
async function labelText(control: Locator): Promise<string> {
  return control.evaluate((element) => element.closest('label')?.textContent.trim() ?? '');
}

/** Waits for the user's bubble and Zappy's next turn (the typing indicator comes and goes). */
async function expectAnswered(page: Page, bubble: string) {
  await expect(conversation(page).getByText(bubble, { exact: true }).last()).toBeVisible();
  await expect(page.getByText('Zappy is typing…')).toBeHidden();
}

test.describe('wizard', () => {
  test('speaks the language the owner writes in and writes the site in the one they pick', async ({
    page,
  }) => {
    await page.goto('/wizard');
    await page
      .getByRole('textbox', { name: 'Describe your business' })
      .fill(
        'Una panadería en Sevilla. Hacemos pan de masa madre y tartas. Escríbenos a hola@espiga.es',
      );
    const language = page.getByRole('combobox', { name: 'Website language' });
    await expect(language).toHaveValue('');
    await language.selectOption({ label: 'Deutsch' });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Start Conversation' }).click();
    // The reply is in Spanish, and says the site will be written in German.
    await expect(conversation(page).getByText(/Escribiré la web en alemán/)).toBeVisible();
    await expect(widget(page, /¿Cómo se llama tu negocio\?/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a signed-out user chats through the widgets, signs in and comes back ready to generate', async ({
    page,
  }) => {
    await page.goto('/wizard');
    const prompt = page.getByRole('textbox', { name: 'Describe your business' });
    await expect(prompt).toBeVisible();
    await expect(page.getByText('0/1000')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'SaaS launch landing page' }).click();
    await expect(prompt).toHaveValue(/SaaS app/);
    await prompt.fill(
      // With its hours: a gym without them is first asked for them (issue 11).
      'PulseFit is a fitness gym in Denver offering personal training and group classes. Open Mon-Fri 6am-10pm, Sat 8am-6pm. Email hello@pulsefit.com. We want to use our brand colours.',
    );
    await expect(page.getByText('177/1000')).toBeVisible();
    await page.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(conversation(page).getByText(/^PulseFit is a fitness gym/)).toBeVisible();
    await expect(page.getByText('Zappy is typing…')).toBeVisible();

    // color_picker, by keyboard: the new question holds focus; an arrow key picks, Tab reaches Submit.
    const colours = widget(page, /brand colour/);
    await expect(colours).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your message' })).toBeHidden();
    await expectNoAxeViolations(page);
    const submitColour = colours.getByRole('button', { name: 'Submit' });
    await expect(submitColour).toBeDisabled();
    await expect(colours.getByRole('radio').first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const colour = colours.getByRole('radio').nth(1);
    await expect(colour).toBeChecked();
    const colourName = await labelText(colour);
    await page.keyboard.press('Tab');
    await expect(submitColour).toBeFocused();
    await page.keyboard.press('Enter');
    await expectAnswered(page, colourName);

    // color_palette, by mouse.
    const palettes = widget(page, /colour palette/);
    await expect(palettes).toBeVisible();
    const firstPalette = palettes.locator('label').first();
    const paletteName = (await firstPalette.locator('span.font-medium').textContent()) ?? '';
    await firstPalette.click();
    await palettes.getByRole('button', { name: 'Submit' }).click();
    await expectAnswered(page, paletteName);

    // image_selector, by mouse on the picture itself.
    const images = widget(page, /hero image/);
    await expect(images).toBeVisible();
    await expect(images.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await images.getByRole('img').nth(1).click();
    const image = images.getByRole('radio').nth(1);
    await expect(image).toBeChecked();
    const imageLabel = await labelText(image);
    await images.getByRole('button', { name: 'Submit' }).click();
    await expectAnswered(page, imageLabel);

    // single_select, by keyboard: Space picks the focused option.
    const actions = widget(page, /What should visitors do first/);
    await expect(actions).toBeVisible();
    await expect(actions.getByRole('radio').first()).toBeFocused();
    await page.keyboard.press('Space');
    const action = await labelText(actions.getByRole('radio').first());
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectAnswered(page, action);

    // rating, by keyboard: 1 star to 4 stars.
    const rating = widget(page, /prices sit/);
    await expect(rating).toBeVisible();
    await expect(rating.getByRole('radio')).toHaveCount(5);
    await expect(rating.getByRole('radio', { name: '1 star' })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectAnswered(page, '4 out of 5 stars');

    // slider, by keyboard: a native range from 50.
    const tone = widget(page, /How should the website sound/);
    await expect(tone).toBeVisible();
    const slider = tone.getByRole('slider');
    await expect(slider).toBeFocused();
    await expect(slider).toHaveValue('50');
    for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('60');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectAnswered(page, '60');

    // Ready: signed out, so the sign-in prompt instead of Generate.
    const signInToGenerate = page.getByRole('button', { name: 'Sign in to Generate Your Website' });
    await expect(signInToGenerate).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate My Website' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Your message' })).toBeHidden();
    await expectNoAxeViolations(page);

    await signInToGenerate.click();
    const stored = await page.evaluate(() => ({
      sessionId: window.localStorage.getItem('wizard_session_id'),
      state: window.localStorage.getItem('wizard_state'),
      returnTo: window.localStorage.getItem('auth_return_to'),
    }));
    expect(stored.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.returnTo).toBe('/wizard');
    expect(JSON.parse(stored.state ?? '{}')).toMatchObject({
      sessionId: stored.sessionId,
      readyToGenerate: true,
    });

    await createAccountInDialog(page, 'Grace Wizard', 'wizard');

    // Restored, the conversation moves to its own address.
    await expect(page).toHaveURL(`/wizard/${stored.sessionId ?? ''}`);
    await expect(conversation(page).getByText(WELCOME_BACK)).toBeVisible();
    await expect(conversation(page).getByText(/^PulseFit is a fitness gym/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate My Website' })).toBeVisible();
    expect(
      await page.evaluate(() => [
        window.localStorage.getItem('wizard_session_id'),
        window.localStorage.getItem('wizard_state'),
      ]),
    ).toEqual([null, null]);
    await expectNoAxeViolations(page);

    // The browser's stored copies are gone, but a full page load (as after Google sign-in)
    // opens the conversation again from its address: the server keeps it for its owner.
    await page.reload();
    await expect(conversation(page).getByText(/^PulseFit is a fitness gym/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate My Website' })).toBeVisible();
  });

  test('text, choices and Start Over from a vague description', async ({ page }) => {
    await page.goto('/wizard');
    const start = page.getByRole('button', { name: 'Start Conversation' });
    await expect(start).toBeDisabled();
    await page.getByRole('textbox', { name: 'Describe your business' }).fill('   ');
    await expect(start).toBeDisabled();
    await page.getByRole('textbox', { name: 'Describe your business' }).fill('I need a website');
    await start.click();

    // text_input, by keyboard with its counter.
    const identity = widget(page, /What is your business called/);
    const name = identity.getByRole('textbox');
    await expect(name).toBeFocused();
    await expect(identity.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await page.keyboard.type('Lumen Studio, Austin');
    await expect(identity.getByText('20/500')).toBeVisible();
    await page.keyboard.press('Enter');
    await expectAnswered(page, 'Lumen Studio, Austin');

    // single_select, by mouse.
    const industry = widget(page, /What kind of business/);
    await expect(industry).toBeVisible();
    const photography = industry.locator('label').filter({ hasText: /photo/i }).first();
    const industryLabel = (await photography.textContent())?.trim() ?? '';
    await photography.click();
    await industry.getByRole('button', { name: 'Submit' }).click();
    await expectAnswered(page, industryLabel);

    // multi_select: Space ticks, Tab moves between boxes, at least one is needed.
    const services = widget(page, /Which of these does Lumen Studio offer/);
    await expect(services).toBeVisible();
    const submitServices = services.getByRole('button', { name: 'Submit' });
    await expect(submitServices).toBeDisabled();
    const boxes = services.getByRole('checkbox');
    await expect(boxes.first()).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(boxes.nth(0)).toBeChecked();
    await expect(boxes.nth(1)).toBeChecked();
    const chosen = [await labelText(boxes.nth(0)), await labelText(boxes.nth(1))].map((text) =>
      services.locator('label', { hasText: text }).locator('span.font-medium'),
    );
    const labels = [await chosen[0]?.textContent(), await chosen[1]?.textContent()].join(', ');
    await submitServices.click();
    await expectAnswered(page, labels);

    await expect(widget(page, /How can customers reach Lumen Studio/)).toBeVisible();
    await page.getByRole('button', { name: 'Start Over' }).click();
    const box = page.getByRole('textbox', { name: 'Describe your business' });
    await expect(box).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(page.getByRole('log')).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});
