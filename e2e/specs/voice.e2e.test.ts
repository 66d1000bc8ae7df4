import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_CONTROL_TEXTS } from '@frontdesk/contracts/voice';
import { HttpFake } from '../../server/test/support/http-fake';
import { startSmtpServer } from '../../server/test/support/smtp';
import { api, companyAdmin, type SignedIn } from '../support/api';
import { launchBrowser, screenshot, watchProblems } from '../support/browser';
import { startServer } from '../support/server';
import { wav } from '../support/wav';

const QUESTION = 'What are your opening hours?';
const KEY = 'sk-voice-e2e';
// A quarter second of silence: real audio the page can play to the end.
const SPOKEN_ANSWER = wav([{ hz: 0, seconds: 0.25 }], 16_000);

// OpenAI's audio endpoints: Whisper hears the question, speech reads the answer.
const openai = new HttpFake((request) => {
  if (request.headers.authorization !== `Bearer ${KEY}`) return { status: 401, body: { error: { message: 'bad key' } } };
  if (request.path === '/v1/audio/transcriptions') return { status: 200, body: { text: QUESTION, duration: 2 } };
  if (request.path === '/v1/audio/speech') return { status: 200, raw: { contentType: 'audio/mpeg', data: SPOKEN_ANSWER } };
  return { status: 404, body: { error: { message: 'not found' } } };
});

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let admin: SignedIn;
let fixtures: string;

beforeAll(async () => {
  await openai.start();
  smtp = await startSmtpServer();
  server = await startServer({ smtpPort: smtp.port, env: { OPENAI_BASE_URL: `${openai.url}/v1` } });
  admin = await companyAdmin(server.url, smtp.received, 'Harbour Physio');
  await api.post(
    server.url,
    '/api/company/info',
    { companyTitle: 'Opening hours', definition: 'We are open from 9 am to 5 pm, Monday to Friday.' },
    admin.token,
  );
  await api.put(
    server.url,
    '/api/company/voice-config',
    { is_enabled: true, use_openai_whisper: true, use_openai_tts: true, openai_api_key: KEY },
    admin.token,
  );
  // The fake microphone: half a second of quiet, a second and a half of "speech", then quiet.
  fixtures = mkdtempSync(path.join(tmpdir(), 'frontdesk-voice-'));
  const question = path.join(fixtures, 'question.wav');
  writeFileSync(
    question,
    wav([
      { hz: 0, seconds: 0.5 },
      { hz: 440, seconds: 1.5 },
      { hz: 0, seconds: 4 },
    ]),
  );
  browser = await launchBrowser([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-audio-capture=${question}%noloop`,
    '--autoplay-policy=no-user-gesture-required',
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await openai.stop();
  if (fixtures) rmSync(fixtures, { recursive: true, force: true });
});

describe('voice on the public chat, in Chromium with a fake microphone', () => {
  it("records the visitor's question, has Whisper transcribe it, answers it and reads the answer aloud", async () => {
    // A visitor on a phone, the usual way to talk to a chat.
    const context = await browser.newContext({
      baseURL: server.url,
      permissions: ['microphone'],
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    await watchProblems(page, errors);
    await page.goto(`/public-chat/${admin.user.companySlug}`);
    const status = page.getByRole('status').filter({ hasText: /^(Ready|Listening\.\.\.|Thinking\.\.\.|Speaking\.\.\.)$/ });
    await expect.poll(() => status.textContent()).toBe(VOICE_CONTROL_TEXTS.states.ready);

    await page.getByRole('button', { name: VOICE_CONTROL_TEXTS.startListening }).click();
    await expect.poll(() => status.textContent()).toBe(VOICE_CONTROL_TEXTS.states.listening);

    // The pause after the tone ends the question by itself; Whisper's words become the message.
    const log = page.getByRole('log', { name: 'Conversation' });
    await log.getByText(QUESTION).waitFor({ timeout: 20_000 });
    await log.getByText(/9 am to 5 pm/).waitFor({ timeout: 15_000 });
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe(VOICE_CONTROL_TEXTS.states.ready);

    const transcription = openai.requests.find((request) => request.path === '/v1/audio/transcriptions');
    expect(transcription?.headers['content-type']).toMatch(/^multipart\/form-data/);
    // A second and a half of recorded sound, not an empty file.
    expect(transcription?.body.length).toBeGreaterThan(2000);
    const speech = openai.requests.find((request) => request.path === '/v1/audio/speech');
    expect(JSON.parse(speech?.body ?? '{}')).toMatchObject({ model: 'tts-1', voice: 'alloy' });
    expect(JSON.parse(speech?.body ?? '{}').input).toMatch(/9 am to 5 pm/);
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'voice-public-chat-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
