import type { ServerMetadata } from 'openid-client';
import { describe, expect, it } from 'vitest';
import { clientAuthentication, profileFrom } from './oidc-sign-in';

const server = (methods?: string[]): ServerMetadata => ({
  issuer: 'https://id.example.com',
  ...(methods ? { token_endpoint_auth_methods_supported: methods } : {}),
});

/** What a client authentication method puts on a token request. */
function credentialsSent(methods: string[] | undefined, secret: string | undefined) {
  const body = new URLSearchParams();
  const headers = new Headers();
  clientAuthentication(server(methods), secret)(
    server(methods),
    { client_id: 'zappy' },
    body,
    headers,
  );
  return { authorization: headers.get('authorization'), secret: body.get('client_secret') };
}

describe('the token endpoint’s client authentication', () => {
  it('uses HTTP Basic when the provider lists it, or lists nothing (OpenID Discovery’s default)', () => {
    for (const methods of [
      undefined,
      ['client_secret_basic'],
      ['client_secret_post', 'client_secret_basic'],
      ['none'],
    ]) {
      const sent = credentialsSent(methods, 's3cret');
      expect(sent.authorization).toBe(`Basic ${btoa('zappy:s3cret')}`);
      expect(sent.secret).toBeNull();
    }
  });

  it('posts the secret when that is all the provider takes', () => {
    expect(credentialsSent(['client_secret_post'], 's3cret')).toEqual({
      authorization: null,
      secret: 's3cret',
    });
  });

  it('sends no secret for a public client', () => {
    expect(credentialsSent(['client_secret_basic'], undefined)).toEqual({
      authorization: null,
      secret: null,
    });
  });
});

describe('the profile in a provider’s claims', () => {
  it('takes the email lowercased, the name, or the username, or the email as the name', () => {
    expect(
      profileFrom(
        { email: ' Kim@Corp.Example ', name: 'Kim Park', picture: 'https://p.example/k.png' },
        's1',
      ),
    ).toEqual({
      ok: true,
      profile: {
        subject: 's1',
        email: 'kim@corp.example',
        name: 'Kim Park',
        pictureUrl: 'https://p.example/k.png',
      },
    });
    expect(
      profileFrom({ email: 'kim@corp.example', preferred_username: 'kpark' }, 's1'),
    ).toMatchObject({
      profile: { name: 'kpark', pictureUrl: null },
    });
    expect(profileFrom({ email: 'kim@corp.example', name: '  ' }, 's1')).toMatchObject({
      profile: { name: 'kim@corp.example' },
    });
  });

  it('refuses an email marked unverified (as a boolean or a string), and a missing email', () => {
    expect(profileFrom({ email: 'a@b.example', email_verified: false }, 's')).toMatchObject({
      ok: false,
      code: 'unverified',
    });
    expect(profileFrom({ email: 'a@b.example', email_verified: 'false' }, 's')).toMatchObject({
      ok: false,
      code: 'unverified',
    });
    expect(profileFrom({ name: 'No Mail' }, 's')).toMatchObject({ ok: false, code: 'rejected' });
  });

  it('accepts a provider that sends no email_verified claim at all (Entra ID)', () => {
    expect(profileFrom({ email: 'a@b.example' }, 's')).toMatchObject({ ok: true });
  });
});
