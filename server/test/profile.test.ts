import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { MAX_IMAGE_BYTES } from '../src/platform/uploads/index.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const profileFields = `id displayName nickName avatarUrl gender birthday location firstName lastName
  companyName companyPosition email inviteCode wechatBound`;
const updateProfileMutation = `mutation Update($input: UpdateProfileInput!) {
  updateProfile(input: $input) { viewer { ${profileFields} } userErrors { code message field } }
}`;
const meQuery = `{ me { ${profileFields} } }`;
const minute = 60_000;

/** A small photo whose EXIF names its owner, as phone cameras do. */
function photoWithExif(format: 'jpeg' | 'png') {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Secret Owner' } })
    .toFormat(format)
    .toBuffer();
}

describe.each(databaseKinds)('profile on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock(new Date('2026-06-15T08:00:00.000Z'));
  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 10 });
  });
  afterAll(() => server.close());

  const asUser = (token: string) => ({ 'user-token': token });

  async function signUp(email: string): Promise<string> {
    clock.advance(2 * minute);
    await server.graphql(`mutation { sendVerificationCode(input: { address: "${email}" }) { userErrors { code } } }`);
    const outbox = (await (await server.request('GET', '/dev/outbox.json')).json()) as {
      recipient: string;
      body: string;
    }[];
    const code = outbox
      .find((message) => message.recipient === email && /\b\d{6}\b/.test(message.body))!
      .body.match(/\b\d{6}\b/)![0];
    const login = await server.graphql(
      `mutation Login($input: LoginWithCodeInput!) { loginWithCode(input: $input) { token } }`,
      { input: { address: email, code, agreementAccepted: true } },
    );
    return login.data.loginWithCode.token as string;
  }

  async function updateProfile(token: string, input: Record<string, unknown>) {
    return (await server.graphql(updateProfileMutation, { input }, asUser(token))).data.updateProfile;
  }

  async function uploadAvatar(token: string, bytes: Buffer, filename: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), filename);
    const response = await fetch(`${server.url}/api/user/avatar`, {
      method: 'POST',
      body: form,
      headers: { ...asUser(token), lang: 'en-US' },
    });
    return { status: response.status, ...((await response.json()) as { code: number; msg: string; data: any }) };
  }

  it('changes nickname, gender, birthday, location, name and company, and shows them as the display name', async () => {
    const token = await signUp('profile@example.com');
    const payload = await updateProfile(token, {
      nickname: '  小明 Chip ',
      gender: 'FEMALE',
      birthday: '1990-02-28',
      location: 'Shenzhen',
      firstName: 'Ming',
      lastName: 'Xiao',
      companyName: 'Huaqiang Parts Ltd',
      companyPosition: 'Buyer',
    });
    expect(payload.userErrors).toEqual([]);
    expect(payload.viewer).toMatchObject({
      displayName: '小明 Chip',
      nickName: '小明 Chip',
      gender: 'FEMALE',
      birthday: '1990-02-28',
      location: 'Shenzhen',
      firstName: 'Ming',
      lastName: 'Xiao',
      companyName: 'Huaqiang Parts Ltd',
      companyPosition: 'Buyer',
      email: 'profile@example.com',
      avatarUrl: null,
    });

    // Absent fields stay, empty ones are cleared.
    const cleared = await updateProfile(token, { location: '', nickname: null });
    expect(cleared.viewer).toMatchObject({ location: null, nickName: null, firstName: 'Ming', gender: 'FEMALE' });
    expect(cleared.viewer.displayName).toBe('pr***@example.com');

    const info = await server.request('POST', '/api/user/info', { headers: asUser(token) });
    expect(((await info.json()) as any).data).toMatchObject({ first_name: 'Ming', gender: 'female', location: null });
  });

  it('refuses a nickname over 10 characters, an impossible or future birthday and overlong text, translated', async () => {
    const token = await signUp('rules@example.com');
    const tooLong = await updateProfile(token, { nickname: '一二三四五六七八九十一' });
    expect(tooLong.userErrors).toEqual([
      {
        code: 'NICKNAME_TOO_LONG',
        message: 'The nickname may have at most 10 characters',
        field: ['input', 'nickname'],
      },
    ]);
    expect((await updateProfile(token, { nickname: '一二三四五六七八九十' })).userErrors).toEqual([]);

    for (const birthday of ['2026-06-16', '1990-02-30', '19900101', '1899-12-31']) {
      expect((await updateProfile(token, { birthday })).userErrors[0]).toMatchObject({
        code: 'BIRTHDAY_INVALID',
        field: ['input', 'birthday'],
      });
    }
    expect((await updateProfile(token, { birthday: '2026-06-15' })).userErrors).toEqual([]);

    const chinese = await server.graphql(
      updateProfileMutation,
      { input: { companyName: 'x'.repeat(101) } },
      { ...asUser(token), lang: 'zh-CN' },
    );
    expect(chinese.data.updateProfile.userErrors[0]).toMatchObject({
      code: 'PROFILE_TEXT_TOO_LONG',
      message: '内容过长，最多 100 个字符',
    });

    const rest = await server.request('POST', '/api/user/profile', {
      body: JSON.stringify({ nickname: 'abcdefghijk' }),
      headers: { ...asUser(token), 'content-type': 'application/json' },
    });
    expect(await rest.json()).toMatchObject({ code: -1103, msg: 'The nickname may have at most 10 characters' });
    const me = (await server.graphql(meQuery, {}, asUser(token))).data.me;
    expect(me).toMatchObject({ nickName: '一二三四五六七八九十', birthday: '2026-06-15', companyName: null });
  });

  it('takes an avatar by its content, not its name, re-encodes it as a 256px square without EXIF', async () => {
    const token = await signUp('avatar@example.com');
    const png = await photoWithExif('png');
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const renamed = await uploadAvatar(token, png, 'holiday.txt');
    expect(renamed.code).toBe(1);
    expect(renamed.data.avatar).toMatch(/^\/media\/uploads\/avatars\/[0-9a-f]{32}\.png$/);

    const served = await fetch(server.url + renamed.data.avatar);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const stored = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes('Secret Owner')).toBe(false);

    const jpeg = await uploadAvatar(token, await photoWithExif('jpeg'), 'me.jpg');
    expect(jpeg.data.avatar).toMatch(/\.jpg$/);
    expect(
      (await sharp(Buffer.from(await (await fetch(server.url + jpeg.data.avatar)).arrayBuffer())).metadata()).exif,
    ).toBeUndefined();
    // The replaced avatar is gone from the disk.
    expect((await fetch(server.url + renamed.data.avatar)).status).toBe(404);
    expect((await server.graphql(meQuery, {}, asUser(token))).data.me.avatarUrl).toBe(jpeg.data.avatar);
  });

  it('refuses a text file named .png, a broken image, an oversize file and a missing file with "upload failed"', async () => {
    const token = await signUp('refused@example.com');
    const avatars = path.join(server.app.services.images.directory, 'avatars');
    const storedFiles = () => (fs.existsSync(avatars) ? fs.readdirSync(avatars) : []);
    const before = storedFiles();
    const text = await uploadAvatar(token, Buffer.from('just some text, not a picture\n'.repeat(10)), 'photo.png');
    expect(text).toMatchObject({ status: 200, code: -1101, data: null });
    expect(text.msg).toMatch(/^Image upload failed/);

    const png = await photoWithExif('png');
    const truncated = await uploadAvatar(token, png.subarray(0, 60), 'cut.png');
    expect(truncated.code).toBe(-1101);

    // Small on disk, huge once decoded: refused before the decoder allocates it.
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    expect((await uploadAvatar(token, bomb, 'bomb.png')).code).toBe(-1101);

    const oversize = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const large = await uploadAvatar(token, oversize, 'large.png');
    expect(large).toMatchObject({ code: -1102, msg: 'Image upload failed: the image must not exceed 5 MB' });

    const empty = await fetch(`${server.url}/api/user/avatar`, {
      method: 'POST',
      body: new FormData(),
      headers: asUser(token),
    });
    expect(((await empty.json()) as { code: number }).code).toBe(-1101);
    expect((await server.graphql(meQuery, {}, asUser(token))).data.me.avatarUrl).toBeNull();
    expect(storedFiles()).toEqual(before);
  });

  it("changes only the caller's own profile, and nobody's without a session", async () => {
    const mine = await signUp('owner@example.com');
    const theirs = await signUp('other@example.com');
    await updateProfile(mine, { nickname: 'Owner' });
    await updateProfile(theirs, { nickname: 'Intruder', location: 'Elsewhere' });
    await uploadAvatar(theirs, await photoWithExif('png'), 'x.png');
    const me = (await server.graphql(meQuery, {}, asUser(mine))).data.me;
    expect(me).toMatchObject({ nickName: 'Owner', location: null, avatarUrl: null });

    const anonymous = await server.graphql(updateProfileMutation, { input: { nickname: 'Nobody' } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await uploadAvatar('not-a-token', await photoWithExif('png'), 'x.png')).code).toBe(-202);
  });
});
