import { describe, expect, it } from 'vitest';
import {
  classifyFailure,
  refusalReason,
  type FailureAction,
  type PushFailure,
} from '../../../src/sync/classify.ts';

describe('what a failed push leads to', () => {
  // [case, failure, action]
  const table: [string, PushFailure, FailureAction][] = [
    ['no network (fetch threw)', { status: 0, message: 'TypeError: Failed to fetch' }, 'retry'],
    ['server error 500', { status: 500, message: 'boom' }, 'retry'],
    ['bad gateway 502', { status: 502 }, 'retry'],
    ['service unavailable 503', { status: 503 }, 'retry'],
    ['request timeout 408', { status: 408 }, 'retry'],
    ['too many requests 429', { status: 429 }, 'retry'],
    ['an unknown 404 (function missing during a deploy)', { status: 404, code: 'PGRST202' }, 'retry'],
    ['expired token 401', { status: 401, code: 'PGRST303', message: 'JWT expired' }, 'refresh'],
    ['no session: 42501 answered as 401 to anon', { status: 401, code: '42501' }, 'refresh'],
    ['"JWT expired" message', { status: 400, message: 'JWT expired' }, 'refresh'],
    [
      'permission denied 42501 (a read-only share)',
      { status: 403, code: '42501', message: 'not allowed' },
      'block',
    ],
    ['invalid value 22P02', { status: 400, code: '22P02' }, 'block'],
    ['check violation 23514', { status: 400, code: '23514' }, 'block'],
    ['unique violation 23505', { status: 409, code: '23505' }, 'block'],
    ['raised exception P0001', { status: 400, code: 'P0001', message: 'Title is required' }, 'block'],
    ['body too large 413', { status: 413, code: 'request_entity_too_large' }, 'block'],
    ['an answer the device cannot read', { status: 200, unreadable: 'status: Invalid option' }, 'block'],
    [
      'a deactivated account: 42501 with the hint account_deactivated',
      {
        status: 403,
        code: '42501',
        message: 'This account has been deactivated',
        hint: 'account_deactivated',
      },
      'deactivated',
    ],
    [
      'the same message without the hint is an ordinary refusal',
      { status: 403, code: '42501', message: 'This account has been deactivated' },
      'block',
    ],
  ];
  it.each(table.map(([name, failure, action]) => [`${name} → ${action}`, failure, action] as const))(
    '%s',
    (_case, failure, action) => {
      expect(classifyFailure(failure)).toBe(action);
    },
  );

  it("keeps the server's reason for a blocked change", () => {
    expect(refusalReason({ status: 400, code: 'P0001', message: 'Title is required' })).toBe(
      'Title is required',
    );
    expect(refusalReason({ status: 403, code: '42501', message: 'read-only share' })).toBe(
      'Permission denied: read-only share',
    );
    expect(refusalReason({ status: 400, code: '23514', message: 'Files must be 10 MB or smaller' })).toBe(
      'Files must be 10 MB or smaller',
    );
    expect(refusalReason({ status: 413, code: 'request_entity_too_large' })).toMatch(
      /larger than the server accepts/,
    );
    expect(refusalReason({ status: 200, message: 'ignored', unreadable: 'version: Invalid type' })).toBe(
      "The server's answer to this change could not be read (version: Invalid type). The change is kept on this device.",
    );
  });
});
