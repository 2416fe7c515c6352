import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirebaseEmulator, type FirebaseEmulator } from '../support/firebase-emulator.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Firebase sign-in against the real Firebase Auth emulator (tests/support/firebase-emulator.ts): ID tokens are
 * obtained the way the web SDK gets them (the emulated Identity Toolkit REST API) and verified by the server with
 * firebase-admin. If the emulator cannot start, the suite fails with the reason.
 */
type Json = Record<string, unknown>;

let emulator: FirebaseEmulator;

beforeAll(async () => {
  emulator = await startFirebaseEmulator('demo-boutique');
}, 180_000);
afterAll(async () => emulator?.stop(), 30_000);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Json;

describe.each(targets)('Firebase sign-in on $name', (target) => {
  let server: TestServer;
  let seq = 0;
  const post = (url: string, payload: Json) => server.json<Json>({ method: 'POST', url, payload });
  const me = (access: string) => server.json<Json>({ method: 'GET', url: '/api/users/me/', headers: { authorization: `Bearer ${access}` } });

  async function emailUser() {
    const email = `anna.${target.name}.${Date.now()}.${seq++}@example.com`;
    const answer = await emulator.identityToolkit<{ idToken: string; localId: string }>('signUp', { email, password: 'Submariner41', returnSecureToken: true });
    return { email, idToken: answer.idToken, uid: answer.localId };
  }

  async function phoneUser(phoneNumber: string) {
    const sent = await emulator.identityToolkit<{ sessionInfo: string }>('sendVerificationCode', { phoneNumber, recaptchaToken: 'ignored-by-the-emulator' });
    const code = (await emulator.verificationCodes()).find((entry) => entry.sessionInfo === sent.sessionInfo)?.code;
    if (!code) throw new Error(`the emulator sent no code to ${phoneNumber}`);
    return emulator.identityToolkit<{ idToken: string }>('signInWithPhoneNumber', { sessionInfo: sent.sessionInfo, code });
  }

  const hostBefore = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  beforeAll(async () => {
    // firebase-admin reads the emulator host from the environment.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    server = await startTestServer(target, {
      watches: 0,
      auth: { firebaseProjectId: emulator.projectId, firebaseEmulatorHost: emulator.host, codeResendS: 0, loginAttemptsPerClient: 10_000 },
    });
  });
  afterAll(async () => {
    await server?.close();
    // The server suite's files share their worker's process (isolate: false): leave the environment as found.
    if (hostBefore === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = hostBefore;
  });

  it('offers Firebase in the auth config with the emulator address', async () => {
    const config = await server.json({ method: 'GET', url: '/api/auth/config/' });
    expect(config.body).toEqual({
      telegram_bot: null,
      firebase: { project_id: 'demo-boutique', api_key: null, auth_domain: null, emulator_url: `http://${emulator.host}` },
    });
  });

  it('an emulator ID token signs in (creating the account once), and register of the same identity is refused', async () => {
    const { email, idToken } = await emailUser();
    const body = { idToken, provider: 'google', phoneNumber: null, email, displayName: 'Анна Кузнецова', photoURL: null };
    const first = await post('/api/auth/firebase/login/', body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const profile = await me(first.body.access as string);
    expect(profile.body).toMatchObject({ email, first_name: 'Анна', last_name: 'Кузнецова', phone: null, has_password: false });

    const again = await post('/api/auth/firebase/login/', body);
    expect(again.status).toBe(200);
    expect((await me(again.body.access as string)).body.id).toBe(profile.body.id);

    const register = await post('/api/auth/firebase/register/', body);
    expect(register.status).toBe(400);
    expect(Object.keys(register.body.errors as Json)).toEqual(['idToken']);
  });

  it('firebase register creates the account for a new identity', async () => {
    const { email, idToken } = await emailUser();
    const answer = await post('/api/auth/firebase/register/', { idToken, provider: 'google', email });
    expect(answer.status).toBe(200);
    expect((await me(answer.body.access as string)).body.email).toBe(email);
  });

  it('tampered, foreign, expired and malformed tokens are refused', async () => {
    const { idToken, email } = await emailUser();
    const other = await emailUser();
    const [header, , signature] = idToken.split('.') as [string, string, string];
    const claims = claimsOf(idToken);
    const now = Math.floor(Date.now() / 1000);
    const cases: Record<string, string> = {
      // Someone else's uid: the emulator does not know this user, so the token is refused, not trusted.
      otherUid: `${header}.${b64({ ...claims, sub: 'not-a-real-uid', user_id: 'not-a-real-uid' })}.${signature}`,
      otherProject: `${header}.${b64({ ...claims, aud: 'demo-other', iss: 'https://securetoken.google.com/demo-other' })}.${signature}`,
      expired: `${header}.${b64({ ...claims, iat: now - 7200, auth_time: now - 7200, exp: now - 3600 })}.${signature}`,
      truncated: idToken.slice(0, idToken.length - 20).replace(/\.[^.]*$/, ''),
      garbage: 'eyJhbGciOiJSUzI1NiJ9.bm90LWpzb24.c2ln',
    };
    for (const [name, token] of Object.entries(cases)) {
      const answer = await post('/api/auth/firebase/login/', { idToken: token, provider: 'google', email });
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(Object.keys(answer.body.errors as Json), name).toEqual(['idToken']);
    }
    // The body's e-mail is never an identity: someone else's address next to my token signs me in as me.
    const mine = await post('/api/auth/firebase/login/', { idToken: other.idToken, provider: 'google', email });
    expect((await me(mine.body.access as string)).body.email).toBe(other.email);
  });

  it('a Firebase phone sign-in links the account that already holds that confirmed phone', async () => {
    const digits = `7916${String(Date.now()).slice(-6)}${seq++ % 10}`;
    // A confirmed phone account made through the server's own code sign-in.
    await post('/api/auth/request_code/', { phone: `+${digits}` });
    const outbox = await server.json<{ results: { code: string }[] }>({ method: 'GET', url: `/api/dev/sms-outbox/?phone=${digits}` });
    const local = await post('/api/auth/verify_code/', { phone: `+${digits}`, code: outbox.body.results[0]!.code });
    const localId = (await me(local.body.access as string)).body.id;

    const { idToken } = await phoneUser(`+${digits}`);
    expect(claimsOf(idToken).phone_number).toBe(`+${digits}`);
    const answer = await post('/api/auth/firebase/login/', { idToken, provider: 'phone', phoneNumber: `+${digits}` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await me(answer.body.access as string)).body).toMatchObject({ id: localId, phone: `+${digits}` });
  });
});
