import { describe, expect, it } from 'vitest';
import { BuiltinProvider } from '../../src/assistant/builtin-provider';
import { buildKnowledgeIndex } from '../../src/assistant/builtin/knowledge-index';
import type { ProviderEvent } from '../../src/assistant/provider';

const index = buildKnowledgeIndex([
  { id: 'parking', title: 'Parking', content: 'Free parking is available behind the building on Elm Street.' },
  { id: 'hours', title: 'Opening hours', content: 'We are open Monday to Friday from 8am to 6pm.' },
]);

async function deltasOf(pace: boolean): Promise<string[]> {
  const provider = new BuiltinProvider(index, 'Elm Dental', pace);
  const events: ProviderEvent[] = [];
  const request = { systemPrompt: '', history: [], message: 'where can I park?', signal: new AbortController().signal };
  for await (const event of provider.respond(request)) events.push(event);
  return events.flatMap((event) => (event.type === 'delta' ? [event.text] : []));
}

describe('the built-in provider', () => {
  it('streams word by word to a visitor watching, and sends a reply read whole in one piece', async () => {
    const paced = await deltasOf(true);
    const whole = await deltasOf(false);
    expect(paced.length).toBeGreaterThan(5);
    expect(whole).toEqual([paced.join('')]);
    expect(whole[0]).toContain('Free parking is available behind the building');
  });
});
