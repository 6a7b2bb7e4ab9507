import { describe, expect, it } from 'vitest';
import type { IntegrationTool } from '@zappy/contract/integrations';
import { CATALOGUE } from '../test/fixtures';
import { initialValues, storedValues, toConfiguration } from './schema-form';

const schemaOf = (serverIndex: 'payments' | 'accessibility'): IntegrationTool['inputSchema'] => {
  const tool = CATALOGUE.integrations[serverIndex][0]?.tools[0];
  if (!tool) throw new Error('fixture');
  return tool.inputSchema;
};

describe('schema forms', () => {
  it('prefills the defaults: text, booleans and arrays', () => {
    expect(initialValues(schemaOf('payments'))).toEqual({
      username: '',
      amount: '',
      currency: 'USD',
      note: '',
    });
    expect(initialValues(schemaOf('accessibility'))).toEqual({
      enabled: true,
      features: ['text-size', 'contrast'],
    });
  });

  it('sends numbers as numbers and leaves blank optional fields out', () => {
    const schema = schemaOf('payments');
    expect(
      toConfiguration(schema, { username: ' dana ', amount: '12.5', currency: 'EUR', note: '' }),
    ).toEqual({ username: 'dana', amount: 12.5, currency: 'EUR' });
  });

  it('keeps a blank required field, so the server names it', () => {
    expect(toConfiguration(schemaOf('payments'), initialValues(schemaOf('payments')))).toEqual({
      username: '',
      currency: 'USD',
    });
  });

  it('sends booleans and arrays as they are', () => {
    expect(
      toConfiguration(schemaOf('accessibility'), { enabled: false, features: ['big-cursor'] }),
    ).toEqual({ enabled: false, features: ['big-cursor'] });
  });

  it('fills an edit with the stored settings, and defaults for the ones not stored', () => {
    expect(storedValues(schemaOf('payments'), { username: 'dana', amount: 12.5 })).toEqual({
      username: 'dana',
      amount: '12.5',
      currency: 'USD',
      note: '',
    });
    expect(
      storedValues(schemaOf('accessibility'), { enabled: false, features: ['big-cursor'] }),
    ).toEqual({ enabled: false, features: ['big-cursor'] });
  });

  it('sends stored settings back unchanged when the owner changes nothing', () => {
    const schema = schemaOf('payments');
    const stored = { username: 'dana', amount: 12.5, currency: 'EUR', note: 'Deposit' };
    expect(toConfiguration(schema, storedValues(schema, stored))).toEqual(stored);
  });
});
