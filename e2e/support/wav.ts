/**
 * A mono 16-bit PCM WAV file: each part is a tone (Hz) or silence (0) for some seconds. Chromium's
 * fake microphone plays such a file as if someone spoke into it.
 */
export function wav(parts: { hz: number; seconds: number }[], sampleRate = 48_000): Buffer {
  const samples = parts.flatMap(({ hz, seconds }) =>
    Array.from({ length: Math.round(seconds * sampleRate) }, (_, index) =>
      hz === 0 ? 0 : Math.round(0.4 * 32767 * Math.sin((2 * Math.PI * hz * index) / sampleRate)),
    ),
  );
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, index) => data.writeInt16LE(sample, index * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
