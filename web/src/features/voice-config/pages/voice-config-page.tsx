import { useCallback, useState } from 'react';
import {
  ELEVENLABS_MODELS,
  SPEECH_RATE,
  TTS_MODELS,
  TTS_VOICES,
  VOICE_COST_HINTS,
  VOICE_KEY_PLACEHOLDER,
  VOICE_TEXTS,
  WHISPER_MODELS,
  type VoiceConfig,
} from '@frontdesk/contracts/voice';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { PageHeader } from '../../../components/ui/page-header';
import { RangeField } from '../../../components/ui/range-field';
import { SelectField } from '../../../components/ui/select-field';
import { LoadingState } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useTimedNotice } from '../../../hooks/use-timed-notice';
import { serverMessageOr } from '../../../lib/api-error';
import { useSaveVoiceConfig, useVoiceConfig } from '../api/voice-config';

// Document 001: the voice page's success notice goes after 3 seconds; an error stays until the next save.
const NOTICE_MS = 3_000;
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

type Toggle = 'is_enabled' | 'use_openai_whisper' | 'use_openai_tts' | 'use_elevenlabs' | 'auto_play_responses';
const TOGGLES: { name: Toggle; label: string }[] = [
  { name: 'is_enabled', label: 'Enable voice chat' },
  { name: 'use_openai_whisper', label: 'Use OpenAI Whisper for speech recognition' },
  { name: 'use_openai_tts', label: 'Use OpenAI text-to-speech' },
  { name: 'use_elevenlabs', label: 'Use ElevenLabs (premium voices)' },
  { name: 'auto_play_responses', label: 'Play answers aloud automatically' },
];

export function VoiceConfigPage() {
  const config = useVoiceConfig();
  // Kept here: the form starts afresh after a save, the notice stays for its 3 seconds.
  const [saved, showSaved] = useTimedNotice<string>(NOTICE_MS);
  const [failed, setFailed] = useState<string | null>(null);
  const onNotice = useCallback(
    (notice: string | null, outcome: 'saved' | 'failed') => {
      showSaved(outcome === 'saved' ? notice : null);
      setFailed(outcome === 'failed' ? notice : null);
    },
    [showSaved],
  );
  const notice = failed ?? saved;
  return (
    <>
      <PageHeader
        title="Voice Chat Configuration"
        description="Let visitors speak with your assistant and hear its answers. Without a provider, the browser's own speech is used for free."
      />
      {config.isPending ? (
        <LoadingState label="Loading the voice settings..." />
      ) : config.isError ? (
        <Alert tone="error">{serverMessageOr(config.error, 'Failed to load the voice settings')}</Alert>
      ) : (
        // A new saved version (after Save) starts the form afresh from what the server kept.
        <VoiceForm key={JSON.stringify(config.data)} saved={config.data} onNotice={onNotice} />
      )}
      {notice ? (
        <Alert tone={notice.includes('Error') ? 'error' : 'success'} className="mt-4">
          {notice}
        </Alert>
      ) : null}
    </>
  );
}

function VoiceForm({
  saved,
  onNotice,
}: {
  saved: VoiceConfig;
  onNotice: (notice: string | null, outcome: 'saved' | 'failed') => void;
}) {
  const [form, setForm] = useState(saved);
  const save = useSaveVoiceConfig();
  const set = <K extends keyof VoiceConfig>(name: K, value: VoiceConfig[K]) => setForm({ ...form, [name]: value });

  const submit = () => {
    onNotice(null, 'saved');
    save.mutate(form, {
      onSuccess: ({ message }) => onNotice(message, 'saved'),
      onError: (error) => onNotice(VOICE_TEXTS.saveError(serverMessageOr(error, 'the server did not answer')), 'failed'),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-6"
    >
      <Card title="Voice features">
        <div className="space-y-3">
          {TOGGLES.map((toggle) => (
            <Checkbox
              key={toggle.name}
              label={toggle.label}
              checked={form[toggle.name]}
              onChange={(event) => set(toggle.name, event.target.checked)}
            />
          ))}
        </div>
      </Card>
      <Card
        title="OpenAI"
        description="Whisper and OpenAI speech use this key, else your OpenAI Settings key, else the platform's."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <KeyField
            label="OpenAI API key (optional)"
            value={form.openai_api_key}
            onChange={(value) => set('openai_api_key', value)}
          />
          <SelectField
            label="Whisper model"
            value={form.whisper_model}
            options={options(WHISPER_MODELS)}
            onChange={(event) => set('whisper_model', event.target.value as VoiceConfig['whisper_model'])}
          />
          <SelectField
            label="Speech model"
            value={form.tts_model}
            options={options(TTS_MODELS)}
            onChange={(event) => set('tts_model', event.target.value as VoiceConfig['tts_model'])}
          />
          <SelectField
            label="Voice"
            value={form.tts_voice}
            options={options(TTS_VOICES)}
            onChange={(event) => set('tts_voice', event.target.value as VoiceConfig['tts_voice'])}
          />
        </div>
      </Card>
      <Card title="ElevenLabs">
        <div className="grid gap-4 sm:grid-cols-2">
          <KeyField
            label="ElevenLabs API key"
            value={form.elevenlabs_api_key}
            onChange={(value) => set('elevenlabs_api_key', value)}
          />
          <TextField
            label="Voice ID"
            value={form.elevenlabs_voice_id}
            onChange={(event) => set('elevenlabs_voice_id', event.target.value)}
          />
          <SelectField
            label="ElevenLabs model"
            value={form.elevenlabs_model}
            options={options(ELEVENLABS_MODELS)}
            onChange={(event) => set('elevenlabs_model', event.target.value as VoiceConfig['elevenlabs_model'])}
          />
        </div>
      </Card>
      <Card title="Playback">
        <RangeField
          label="Speech rate"
          min={SPEECH_RATE.min}
          max={SPEECH_RATE.max}
          step={SPEECH_RATE.step}
          value={form.speech_rate}
          valueLabel={`${form.speech_rate.toFixed(1)}×`}
          onChange={(event) => set('speech_rate', Number(event.target.value))}
        />
      </Card>
      <Card title="Costs">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {Object.values(VOICE_COST_HINTS).map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      </Card>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Configuration'}
      </Button>
    </form>
  );
}

/** A provider key: stored ones come back as the placeholder, which keeps the key when saved again. */
function KeyField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="off"
      value={value}
      hint={value === VOICE_KEY_PLACEHOLDER ? 'A key is saved. Leave it to keep it, or clear it to remove it.' : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
