import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_DEFAULTS, VOICE_KEY_PLACEHOLDER, VOICE_TEXTS, type VoiceConfig } from '@frontdesk/contracts/voice';
import { TEXTS } from '@frontdesk/contracts/texts';
import { bearer, errorOf, getAs, signUpCompany } from '../../support/accounts';
import { HttpFake, type FakeRequest } from '../../support/http-fake';
import { createTestApp, type TestContext } from '../../support/test-app';

const MP3 = Buffer.from('ID3\u0004\u0000fake-mpeg-audio');
const OPENAI_KEY = 'sk-voice-test';
const ELEVEN_KEY = 'eleven-key';

// OpenAI's audio endpoints and ElevenLabs' text-to-speech, as the real clients call them.
const speechServer = new HttpFake((request: FakeRequest) => {
  if (request.path === '/v1/audio/speech') {
    if (request.headers.authorization !== `Bearer ${OPENAI_KEY}`)
      return { status: 401, body: { error: { message: 'Incorrect API key provided' } } };
    return { status: 200, raw: { contentType: 'audio/mpeg', data: MP3 } };
  }
  if (request.path === '/v1/audio/transcriptions') {
    const ok = request.headers['content-type']?.startsWith('multipart/form-data') && request.body.includes('whisper-1');
    return ok
      ? { status: 200, body: { text: ' What time do you open on Saturday? ', duration: 3.2, language: 'english' } }
      : { status: 400, body: { error: { message: 'bad form' } } };
  }
  if (request.path.startsWith('/v1/text-to-speech/voice-rachel')) {
    if (request.headers['xi-api-key'] !== ELEVEN_KEY) return { status: 401, body: { detail: { status: 'invalid_api_key' } } };
    return { status: 200, raw: { contentType: 'audio/mpeg', data: MP3 } };
  }
  return { status: 404, body: { error: 'not found' } };
});

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
let other: Awaited<ReturnType<typeof signUpCompany>>;

beforeAll(async () => {
  await speechServer.start();
  ctx = await createTestApp({ OPENAI_BASE_URL: `${speechServer.url}/v1`, ELEVENLABS_API_URL: speechServer.url });
  owner = await signUpCompany(ctx, { companyName: 'Harbour Bakery' });
  other = await signUpCompany(ctx, { companyName: 'Hilltop Dental' });
});
afterAll(async () => {
  await ctx.close();
  await speechServer.stop();
});

const save = (token: string, body: Partial<VoiceConfig>) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/company/voice-config',
    headers: bearer(token),
    payload: { ...VOICE_DEFAULTS, ...body },
  });
/** A save of only the fields given. */
const change = (token: string, body: Partial<VoiceConfig>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/company/voice-config', headers: bearer(token), payload: body });
const tts = (token: string, text: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/company/voice-tts', headers: bearer(token), payload: { text } });
const stt = (token: string, audio: Buffer, type = 'audio/webm') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/company/voice-stt',
    headers: { ...bearer(token), 'content-type': type },
    payload: audio,
  });
const usage = async () =>
  (
    await ctx.database.executeSql(
      `select purpose, provider, model, status, cost_usd, key_source from ai_usage where purpose in ('speech', 'transcription') order by id`,
    )
  ).rows;

describe('voice configuration', () => {
  it("answers the spec's defaults, then what was saved, with keys only as placeholders", async () => {
    expect((await getAs(ctx, owner.token, '/api/company/voice-config')).json()).toEqual({ config: VOICE_DEFAULTS });
    expect(VOICE_DEFAULTS).toMatchObject({ is_enabled: false, use_openai_tts: false, auto_play_responses: true, speech_rate: 1 });
    const saved = await save(owner.token, {
      is_enabled: true,
      use_openai_tts: true,
      openai_api_key: OPENAI_KEY,
      speech_rate: 1.3,
      tts_voice: 'nova',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: VOICE_TEXTS.saved,
      config: { openai_api_key: VOICE_KEY_PLACEHOLDER, speech_rate: 1.3, tts_voice: 'nova' },
    });
    expect(saved.body).not.toContain(OPENAI_KEY);
    const stored = await ctx.database.executeSql('select openai_key_sealed from voice_configs');
    expect(JSON.stringify(stored.rows)).not.toContain(OPENAI_KEY);
    expect((await getAs(ctx, other.token, '/api/company/voice-config')).json()).toEqual({ config: VOICE_DEFAULTS });
  });

  it('keeps what a save leaves out, keys included, and removes a key sent empty', async () => {
    await change(other.token, { is_enabled: true, use_openai_tts: true, openai_api_key: OPENAI_KEY, tts_voice: 'echo' });
    const oneSetting = await change(other.token, { speech_rate: 1.5 });
    expect(oneSetting.statusCode).toBe(200);
    expect(oneSetting.json<{ config: VoiceConfig }>().config).toEqual({
      ...VOICE_DEFAULTS,
      is_enabled: true,
      use_openai_tts: true,
      openai_api_key: VOICE_KEY_PLACEHOLDER,
      tts_voice: 'echo',
      speech_rate: 1.5,
    });
    const keyRemoved = await change(other.token, { openai_api_key: '' });
    expect(keyRemoved.json<{ config: VoiceConfig }>().config).toMatchObject({
      openai_api_key: '',
      is_enabled: true,
      speech_rate: 1.5,
    });
    // Two saves at once each keep the other's field.
    await Promise.all([change(other.token, { speech_rate: 1.7 }), change(other.token, { tts_voice: 'onyx' })]);
    const both = (await getAs(ctx, other.token, '/api/company/voice-config')).json<{ config: VoiceConfig }>().config;
    expect(both).toMatchObject({ speech_rate: 1.7, tts_voice: 'onyx' });
    await save(other.token, {});
  });

  it("refuses an OpenAI key that does not begin with 'sk-', keeping the stored one", async () => {
    const response = await change(owner.token, { openai_api_key: 'garbage-key' });
    expect(response.statusCode).toBe(400);
    expect((errorOf(response).details?.['fieldErrors'] as Record<string, string[]>)['openai_api_key']).toEqual([
      "The OpenAI API key must begin with 'sk-'",
    ]);
    const kept = (await getAs(ctx, owner.token, '/api/company/voice-config')).json<{ config: VoiceConfig }>().config;
    expect(kept.openai_api_key).toBe(VOICE_KEY_PLACEHOLDER);
  });

  it('refuses a speech rate outside 0.5–2.0 and an unknown voice', async () => {
    const response = await save(owner.token, { speech_rate: 2.5, tts_voice: 'robot' as VoiceConfig['tts_voice'] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).details?.['fieldErrors'] as object)).toEqual(
      expect.arrayContaining(['speech_rate', 'tts_voice']),
    );
  });
});

describe('speech', () => {
  it('reads text aloud through OpenAI with the configured key, and records the cost', async () => {
    await save(owner.token, {
      is_enabled: true,
      use_openai_tts: true,
      openai_api_key: VOICE_KEY_PLACEHOLDER,
      tts_model: 'tts-1',
    });
    const response = await tts(owner.token, 'We open at eight.');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.rawPayload.equals(MP3)).toBe(true);
    const body = JSON.parse(speechServer.requests.at(-1)?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ model: 'tts-1', input: 'We open at eight.', voice: 'alloy' });
    expect(await usage()).toContainEqual({
      purpose: 'speech',
      provider: 'openai',
      model: 'tts-1',
      status: 'ok',
      cost_usd: '0.000255',
      // The voice settings' own key: paid to OpenAI by the company, not billed.
      key_source: 'company',
    });
  });

  it('uses ElevenLabs when it is enabled', async () => {
    await save(owner.token, {
      is_enabled: true,
      use_elevenlabs: true,
      elevenlabs_api_key: ELEVEN_KEY,
      elevenlabs_voice_id: 'voice-rachel',
      elevenlabs_model: 'eleven_multilingual_v2',
    });
    const response = await tts(owner.token, 'Hello');
    expect(response.statusCode).toBe(200);
    expect(speechServer.requests.at(-1)?.path).toBe('/v1/text-to-speech/voice-rachel');
    expect(JSON.parse(speechServer.requests.at(-1)?.body ?? '{}')).toMatchObject({
      text: 'Hello',
      model_id: 'eleven_multilingual_v2',
    });
  });

  it('refuses to turn ElevenLabs on without its key and voice id, keeping what was saved', async () => {
    const before = await getAs(ctx, other.token, '/api/company/voice-config');
    const missingKey = await save(other.token, { is_enabled: true, use_elevenlabs: true, elevenlabs_voice_id: 'voice-rachel' });
    expect(missingKey.statusCode).toBe(400);
    expect(errorOf(missingKey).message).toBe(VOICE_TEXTS.noElevenLabsKey);
    const missingVoice = await save(other.token, { is_enabled: true, use_elevenlabs: true, elevenlabs_api_key: ELEVEN_KEY });
    expect(errorOf(missingVoice).message).toBe(VOICE_TEXTS.noElevenLabsKey);
    expect((await getAs(ctx, other.token, '/api/company/voice-config')).json()).toEqual(before.json());
  });

  it('refuses when voice or every speech provider is off, and explains a refused key', async () => {
    expect(errorOf(await tts(other.token, 'Hi'))).toMatchObject({ message: VOICE_TEXTS.disabled });
    await save(other.token, { is_enabled: true });
    expect(errorOf(await tts(other.token, 'Hi')).message).toBe(VOICE_TEXTS.noTtsProvider);
    await save(other.token, { is_enabled: true, use_openai_tts: true });
    expect(errorOf(await tts(other.token, 'Hi')).message).toBe(VOICE_TEXTS.noKey);
    await save(other.token, { is_enabled: true, use_openai_tts: true, openai_api_key: 'sk-wrong' });
    const refused = await tts(other.token, 'Hi');
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(VOICE_TEXTS.providerFailed('OpenAI', 'the API key was refused'));
    expect((await tts(owner.token, 'x'.repeat(4097))).statusCode).toBe(400);
  });
});

describe('transcription', () => {
  it('turns a recording into text with Whisper', async () => {
    await save(owner.token, { is_enabled: true, use_openai_whisper: true, openai_api_key: OPENAI_KEY });
    const response = await stt(owner.token, Buffer.from('webm-audio-bytes'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ text: 'What time do you open on Saturday?' });
    expect(await usage()).toContainEqual({
      purpose: 'transcription',
      provider: 'openai',
      model: 'whisper-1',
      status: 'ok',
      cost_usd: '0.000320',
      key_source: 'company',
    });
  });

  it('refuses an empty or oversized recording, and a body that is not audio', async () => {
    expect(errorOf(await stt(owner.token, Buffer.alloc(0))).message).toBe(VOICE_TEXTS.emptyAudio);
    expect((await stt(owner.token, Buffer.alloc(10 * 1024 * 1024 + 1))).statusCode).toBe(413);
    expect((await stt(owner.token, Buffer.from('{}'), 'application/json')).statusCode).toBe(400);
  });
});

describe("the visitor's voice on the public chat", () => {
  const visitorTts = (slug: string, text: string, ip = '203.0.113.7') =>
    ctx.app.inject({ method: 'POST', url: `/api/public-chat/voice-tts/${slug}`, payload: { text }, remoteAddress: ip });
  const visitorStt = (slug: string, audio: Buffer, ip = '203.0.113.7') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/voice-stt/${slug}`,
      headers: { 'content-type': 'audio/webm' },
      payload: audio,
      remoteAddress: ip,
    });
  const slugOf = (account: { user: { companySlug: string | null } }): string => {
    if (!account.user.companySlug) throw new Error('a company admin has a company slug');
    return account.user.companySlug;
  };
  const profile = async (slug: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/public-chat/company/${slug}` })).json().company;

  it('tells the chat how to speak and listen, without keys, and nothing while voice is off', async () => {
    const bakery = await signUpCompany(ctx, { companyName: 'Quay Bakery' });
    const slug = slugOf(bakery);
    expect((await profile(slug)).voice).toBeNull();
    expect(errorOf(await visitorTts(slug, 'Hi'))).toMatchObject({ message: VOICE_TEXTS.disabled });
    await save(bakery.token, { is_enabled: true, use_openai_whisper: true, openai_api_key: OPENAI_KEY, speech_rate: 0.8 });
    const settings = await profile(slug);
    expect(settings.voice).toEqual({ speech: 'browser', recognition: 'whisper', auto_play: true, speech_rate: 0.8 });
    expect(JSON.stringify(settings)).not.toContain(OPENAI_KEY);
    expect(errorOf(await visitorTts(slug, 'Hi')).message).toBe(VOICE_TEXTS.noTtsProvider);
  });

  it("reads answers aloud and transcribes questions with the company's provider, a few a minute per visitor", async () => {
    const dental = await signUpCompany(ctx, { companyName: 'Quay Dental' });
    const slug = slugOf(dental);
    await save(dental.token, { is_enabled: true, use_openai_tts: true, use_openai_whisper: true, openai_api_key: OPENAI_KEY });
    const speech = await visitorTts(slug, 'We open at eight.');
    expect(speech.statusCode).toBe(200);
    expect(speech.headers['content-type']).toBe('audio/mpeg');
    expect(speech.rawPayload.equals(MP3)).toBe(true);
    const heard = await visitorStt(slug, Buffer.from('webm-audio-bytes'));
    expect(heard.json()).toEqual({ text: 'What time do you open on Saturday?' });
    expect(errorOf(await visitorStt(slug, Buffer.alloc(0))).message).toBe(VOICE_TEXTS.emptyAudio);

    // Ten recordings a minute per visitor, the two above included: the eleventh is refused.
    const answers: number[] = [];
    for (let index = 0; index < 9; index += 1) answers.push((await visitorStt(slug, Buffer.from('audio'))).statusCode);
    expect(answers).toEqual([...Array<number>(8).fill(200), 429]);
    // Another visitor is not held back by the first.
    expect((await visitorStt(slug, Buffer.from('audio'), '198.51.100.9')).statusCode).toBe(200);
  });

  it('refuses an unknown or blocked chat', async () => {
    expect((await visitorTts('no-such-company', 'Hi')).statusCode).toBe(404);
    const blocked = await signUpCompany(ctx, { companyName: 'Quay Florist' });
    await save(blocked.token, { is_enabled: true, use_openai_tts: true, openai_api_key: OPENAI_KEY });
    await ctx.database.executeSql('update companies set is_blocked = true where id = $1', [blocked.user.companyId ?? '']);
    const refused = await visitorTts(slugOf(blocked), 'Hi');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(TEXTS.chat.unavailable);
  });
});
