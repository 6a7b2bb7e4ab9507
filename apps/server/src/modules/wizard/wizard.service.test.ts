import { createBrain, type Brain } from '@zappy/ai/brain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { testDatabases } from '../../../test/databases';
import { createWizardService } from './wizard.service';

/** The offline Brain, slowed down so two turns overlap for certain. */
function slowBrain(delayMs: number): Brain {
  const brain = createBrain();
  return {
    ...brain,
    async continueConversation(state, input) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return brain.continueConversation(state, input);
    },
  };
}

describe.each(testDatabases)('wizard service on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('lets only one of two overlapping turns through, so turns never interleave', async () => {
    const wizard = createWizardService({ db: database.db, brain: slowBrain(150) });
    const caller = { browserHash: 'browser-a', userId: null };
    const { sessionId } = await wizard.startConversation(caller, 'A dog groomer in Austin');
    const turn = (text: string) =>
      wizard.continueConversation(caller, { sessionId, messageType: 'text', message: text });

    const results = await Promise.allSettled([turn('first tab'), turn('second tab')]);
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r) => r.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    const reason: unknown = rejected[0]?.status === 'rejected' ? rejected[0].reason : undefined;
    expect(reason).toBeInstanceOf(AppError);
    expect((reason as AppError).statusCode).toBe(409);

    const session = await wizard.getSession(caller, sessionId);
    expect(session.messages).toHaveLength(4);
  });
});
