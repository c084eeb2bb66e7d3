import { describe, expect, it } from 'vitest';
import { displayName, type NamedPerson } from '../../../src/domain/people';

describe('displayName: the name, else the e-mail address', () => {
  it.each<[NamedPerson, string]>([
    [{ email: 'maya@studio.test', full_name: 'Maya Stone' }, 'Maya Stone'],
    [{ email: 'maya@studio.test', full_name: '  Maya Stone  ' }, 'Maya Stone'],
    [{ email: 'maya@studio.test', full_name: '   ' }, 'maya@studio.test'],
    [{ email: 'maya@studio.test', full_name: '' }, 'maya@studio.test'],
    [{ email: 'maya@studio.test', full_name: null }, 'maya@studio.test'],
    [{ email: 'maya@studio.test' }, 'maya@studio.test'],
  ])('%j → %s', (person, expected) => {
    expect(displayName(person)).toBe(expected);
  });
});
