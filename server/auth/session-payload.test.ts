import { describe, expect, it } from 'vitest';
import { validateEntity } from '../../schemas/index.ts';
import { sessionPayload } from './session-payload.ts';
import { toSessionUser } from './session-user.ts';

describe('sessionPayload', () => {
  it('sends filtering_fixed as a JSON string and the session id twice', () => {
    const user = toSessionUser(
      {
        user_id: 5,
        username: 'fixed',
        email: 'fixed@acme-retail.example',
        groups: ['viewers'],
        userh: { id: 5, super: false },
        programs: ['retail'],
        filtering_fixed: { region_id: 3 },
        password: 'scrypt:secret',
      },
      'acme',
      'sid-1',
    );
    const payload = sessionPayload(user);
    expect(payload).toEqual({
      user_id: 5,
      userh: { id: 5, super: false },
      first_name: '',
      last_name: '',
      email: 'fixed@acme-retail.example',
      username: 'fixed',
      superuser: false,
      groups: ['viewers'],
      programs: ['retail'],
      auth_method: 'BasicAuth',
      filtering_fixed: '{"region_id":3}',
      tenant: 'acme',
      session: 'sid-1',
      sessionid: 'sid-1',
    });
    expect(JSON.stringify(payload)).not.toContain('scrypt');
    // The wire contract the browser is typed by.
    expect(validateEntity('session-payload.schema.json', payload)).toEqual([]);
  });

  it('derives superuser from the group and userh.id from user_id when absent', () => {
    const user = toSessionUser(
      { user_id: 9, username: 'ada', groups: ['superuser'] },
      'globex',
      's',
    );
    expect(user.superuser).toBe(true);
    expect(user.userh).toEqual({ id: 9, super: false });
    expect(sessionPayload(user).filtering_fixed).toBe('{}');
  });
});
