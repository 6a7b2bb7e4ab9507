import { AUTH_MESSAGES } from '@zappy/contract/messages';
import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

const EMAIL = 'dana.levi@example.com';

describe('what a new password may not be', () => {
  it.each([
    ['1234567890', AUTH_MESSAGES.passwordCommon],
    ['password12', AUTH_MESSAGES.passwordCommon],
    ['Password123!', AUTH_MESSAGES.passwordCommon],
    ['iloveyou2024', AUTH_MESSAGES.passwordCommon],
    ['qwertyuiop', AUTH_MESSAGES.passwordCommon],
    ['aaaaaaaaaa', AUTH_MESSAGES.passwordPattern],
    ['abcabcabcabc', AUTH_MESSAGES.passwordPattern],
    ['0987654321', AUTH_MESSAGES.passwordPattern],
    ['7890123456', AUTH_MESSAGES.passwordPattern],
    ['lkjhgfdsa0', undefined],
    ['mnopqrstuvwxyz', AUTH_MESSAGES.passwordPattern],
    ['ZYXWVUTSRQ', AUTH_MESSAGES.passwordPattern],
    [' '.repeat(10), AUTH_MESSAGES.passwordBlank],
    ['\t \u00a0 \n     ', AUTH_MESSAGES.passwordBlank],
    ['dana.levi-rocks-99', AUTH_MESSAGES.passwordHasEmail],
    ['DANA.LEVI@home!', AUTH_MESSAGES.passwordHasEmail],
  ])('%j: %s', (password, problem) => {
    expect(passwordProblem(password, EMAIL)).toBe(problem);
  });

  it.each([
    'correct horse battery staple',
    'violet kettle under the bridge',
    'Tz8#qLm2vR!w',
    'מילה סודית ארוכה מאוד',
    'ana bakes sourdough',
  ])('accepts %j', (password) => {
    expect(passwordProblem(password, EMAIL)).toBeUndefined();
    // An email name too short to mean anything is not looked for ("al" is in many words).
    expect(passwordProblem(password, 'al@example.com')).toBeUndefined();
  });
});
