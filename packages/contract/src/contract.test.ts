import { describe, expect, it } from 'vitest';
import {
  AuthStatusResponseSchema,
  LocalRegisterRequestSchema,
  LocalSignInRequestSchema,
} from './auth';
import { DEPLOYMENT_STATUSES } from './deployment-statuses';
import {
  GENERATION_STAGES,
  GENERATION_STEPS,
  STEP_MESSAGES,
  STEP_PROGRESS,
} from './generation-steps';
import { RequirementsSchema } from './requirements';
import { WidgetResponseSchema } from './widgets';
import { ConversationContinueRequestSchema } from './wizard';

describe('the contract', () => {
  it('has the spec’s deployment table', () => {
    expect(
      Object.fromEntries(
        Object.entries(DEPLOYMENT_STATUSES).map(([status, { percent, final }]) => [
          status,
          [percent, final],
        ]),
      ),
    ).toEqual({
      initializing: [10, false],
      build_in_progress: [50, false],
      deploy_in_progress: [80, false],
      live: [100, true],
      build_failed: [100, true],
      deploy_failed: [100, true],
      canceled: [100, true],
      error: [100, true],
      timeout: [90, false],
    });
  });

  it('groups every working step into exactly one of the six stages, in order', () => {
    expect(GENERATION_STAGES.map((stage) => stage.label)).toHaveLength(6);
    expect(GENERATION_STAGES.flatMap((stage) => stage.steps)).toEqual(
      GENERATION_STEPS.filter((step) => step !== 'completed' && step !== 'error'),
    );
  });

  it('gives every working step a message and a progress that rises, in step order', () => {
    const working = GENERATION_STEPS.filter((step) => step !== 'completed' && step !== 'error');
    expect(Object.keys(STEP_PROGRESS)).toEqual(working);
    expect(Object.keys(STEP_MESSAGES)).toEqual(working);
    const percents = Object.values(STEP_PROGRESS);
    expect(percents.every((percent, i) => i === 0 || percent > (percents[i - 1] ?? 0))).toBe(true);
    expect(STEP_PROGRESS.finalizing).toBe(99);
    expect(STEP_MESSAGES.finalizing).toBe('Saving your website');
  });

  it('normalises local account input and explains what is wrong', () => {
    const password = 'ten chars!';
    expect(
      LocalRegisterRequestSchema.parse({ name: ' Ada ', email: ' ADA@Example.com ', password }),
    ).toEqual({ name: 'Ada', email: 'ada@example.com', password });
    // The password is kept exactly as typed: spaces are characters of it.
    expect(LocalSignInRequestSchema.parse({ email: 'ada@example.com', password: ' x ' })).toEqual({
      email: 'ada@example.com',
      password: ' x ',
    });
    const bad = LocalRegisterRequestSchema.safeParse({
      name: '',
      email: 'nope',
      password: 'short',
    });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      'Name is required',
      'Please enter a valid email address',
      'Password must be at least 10 characters',
    ]);
    const empty = LocalSignInRequestSchema.safeParse({ email: 'ada@example.com', password: '' });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual(['Password is required']);
    expect(AuthStatusResponseSchema.parse({ authenticated: false, user: null }).user).toBeNull();
  });

  it('takes a widget answer only with a value or values, and a text turn only when not blank', () => {
    expect(WidgetResponseSchema.safeParse({ type: 'slider', question: 'How big?' }).success).toBe(
      false,
    );
    expect(
      WidgetResponseSchema.safeParse({ type: 'multi_select', values: ['a'], question: 'q' })
        .success,
    ).toBe(true);
    const sessionId = '00000000-0000-4000-8000-000000000000';
    expect(
      ConversationContinueRequestSchema.safeParse({ sessionId, messageType: 'text', message: '  ' })
        .success,
    ).toBe(false);
  });

  it('reads requirements stored before facts and plans existed, with empty facts', () => {
    const stored = {
      businessName: 'Golden Crumb',
      industry: 'bakery',
      goals: [],
      specialties: ['Sourdough'],
      sections: [],
      language: 'en',
      highlights: [],
    };
    expect(RequirementsSchema.parse(stored)).toMatchObject({
      ...stored,
      plans: [],
      pricesOnRequest: false,
      figures: [],
      socialHandles: [],
      facts: [],
    });
    expect(RequirementsSchema.parse(stored).businessHours).toBeUndefined();
  });

  it('keeps each fact with the words it came from, and plans with their currency and period', () => {
    const parsed = RequirementsSchema.safeParse({
      plans: [{ name: 'Pro', price: 29, currency: 'USD', period: 'monthly' }],
      facts: [
        {
          kind: 'price',
          value: 'Pro: USD 29 monthly',
          source: { text: 'Pro at $29/month', start: 4, end: 20 },
        },
      ],
    });
    expect(parsed.success && parsed.data.plans[0]).toEqual({
      name: 'Pro',
      price: 29,
      currency: 'USD',
      period: 'monthly',
      isFrom: false,
      features: [],
    });
    expect(
      RequirementsSchema.safeParse({
        plans: [{ name: 'Pro', price: 29, currency: 'dollars', period: 'monthly' }],
      }).success,
    ).toBe(false);
  });
});
